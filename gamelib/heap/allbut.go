package heap

import "github.com/grundylab/grundylab/gamelib/internal/periods"

// A ValueCertifier is a Certifier whose theorem has, besides the relation
// g(m + p) = g(m) + saltus from the preperiod on, a condition on the values
// themselves, so that the number of values it needs is known only from
// them: the arithmetic-periodicity lemma for all-but subtraction games
// (package octal's codes ending in "[3]", such as 0.3003330[3], the game
// that may remove any number of tokens but 2, 3 and 7) is one, and so is
// package octal's test for hexadecimal codes with three-heap moves. FindPeriod
// finds the least candidate period with CertifyBound in place of
// CertifyLength, then asks CertifyValues whether the values it computed
// (never values given from outside) prove it.
type ValueCertifier interface {
	Certifier
	// CertifyBound returns a lower bound on the number of values the
	// theorem needs for the period p with preperiod t and saltus
	// (math.MaxInt when it proves no such period), under the same rules
	// as CertifyLength: it must exceed t + p, must not decrease when t or
	// p grows and, for a nonzero saltus, must be at least t + 2p + 1 and
	// depend on the saltus only through saltus/p.
	CertifyBound(t, p, saltus int) int
	// CertifyValues returns the number L ≤ len(g) of values g(0), …,
	// g(L−1) the theorem rests on when the values g, on which the relation
	// holds from t to the end, prove the period; math.MaxInt when they do
	// not (a condition fails, or more values are needed).
	CertifyValues(g []uint16, t, p, saltus int) int
	// ValueTheorem names the theorem CertifyValues applies, for the
	// proof of an arithmetic period it certifies (Theorem names the one
	// behind pure periods; the two may be one).
	ValueTheorem() string
}

// valueCertified is the certified arithmetic search for a ValueCertifier:
// the least period that CertifyBound accepts, then accepted only when
// CertifyValues proves it from g. Values that do not fit a uint16 are
// never certified this way. Cost: the linear search, and one
// CertifyValues.
func valueCertified[T periods.Value](g []T, pf []int32, vc ValueCertifier) (t, p, saltus, L int, found bool) {
	t, p, saltus, _, found = periods.Certified(g, false, pf, vc.CertifyBound)
	if !found {
		return 0, 0, 0, 0, false
	}
	var g16 []uint16
	switch v := any(g).(type) {
	case []uint16:
		g16 = v
	default:
		g16 = make([]uint16, len(g))
		for i, x := range g {
			if int(x) < 0 || int(x) > 0xFFFF {
				return 0, 0, 0, 0, false
			}
			g16[i] = uint16(x)
		}
	}
	if L = vc.CertifyValues(g16, t, p, saltus); L > len(g) {
		return 0, 0, 0, 0, false
	}
	return t, p, saltus, L, true
}

// certifyGuess is the length FindPeriod guesses would certify a period it
// sees: CertifyBound for a ValueCertifier with a saltus, else
// CertifyLength.
func certifyGuess(cert Certifier, t, p, saltus int) int {
	if vc, ok := cert.(ValueCertifier); ok && saltus != 0 {
		return vc.CertifyBound(t, p, saltus)
	}
	return cert.CertifyLength(t, p, saltus)
}
