package gamelib

// A Sequence is the Grundy sequence g(0), g(1), …, g(len−1) of a
// one-heap game: Sequence[n] is the value of a single heap of size n.
type Sequence []int
