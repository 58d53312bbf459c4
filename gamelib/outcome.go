package gamelib

// An Outcome is the outcome class of a position under normal play.
type Outcome int8

const (
	// P: the previous player (the one who just moved) wins; g = 0.
	P Outcome = iota
	// N: the next player (the one to move) wins; g > 0.
	N
)

// String returns "P" or "N".
func (o Outcome) String() string {
	switch o {
	case P:
		return "P"
	case N:
		return "N"
	}
	return "Outcome(?)"
}

// OutcomeOf returns the outcome class of a position with Grundy value g:
// P when g = 0 and N otherwise.
func OutcomeOf(g int) Outcome {
	if g == 0 {
		return P
	}
	return N
}
