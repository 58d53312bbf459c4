package heap

import "iter"

// Func returns the Rule named name whose options of a heap of size n are
// options(n): each option is the list of heaps (each of size 0 to n−1,
// zeros allowed) that a move leaves, empty when the move leaves nothing.
// It turns a function written in a notebook cell into a game:
//
//	square := heap.Func("square", func(n int) [][]int { // take a positive square
//		var opts [][]int
//		for k := 1; k*k <= n; k++ {
//			opts = append(opts, []int{n - k*k})
//		}
//		return opts
//	})
//
// Values and PlainValues check every option (a heap of size n or more, or
// a negative one, is an error). Func(name, nil) returns nil, which they
// reject as a nil rule.
func Func(name string, options func(n int) [][]int) Rule {
	if options == nil {
		return nil
	}
	return funcRule{name: name, options: options}
}

type funcRule struct {
	name    string
	options func(n int) [][]int
}

func (r funcRule) String() string { return r.name }

func (r funcRule) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		for _, opt := range r.options(n) {
			if !yield(opt) {
				return
			}
		}
	}
}
