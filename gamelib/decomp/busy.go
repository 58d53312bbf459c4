package decomp

import "errors"

// Positions in search (several workers; after ABDADA, Weill's "abdada"
// for alpha-beta: J.-C. Weill, "The ABDADA distributed minimax search
// algorithm", ICCA Journal 19, 1996). A worker marks the component it is
// searching, when it has at least busyMinSize elements (Sizer), in a
// table of counters indexed by the component's bucket in the
// transposition table; a worker about to ask an option whose largest
// component another worker is searching asks it last, after the
// node's other options, by which time the other worker has mostly
// stored its answer. Two workers that search one option together (the
// last options of a root's test, see testRoot) so spread over its
// subtrees instead of repeating each other's. A collision of two
// positions on one counter only changes the order of options, never an
// answer: the order of a node's options does not change its nimber or
// the facts stored.

const (
	busyBits    = 16 // 2^16 counters
	busyMinSize = 16 // components smaller than this are not marked
)

// errAbandon unwinds a worker whose option another worker answered.
var errAbandon = errors.New("decomp: option answered by another worker")

// busyIndex returns the counter of the bucket at off (-1: none): the
// bucket's index times bsize's odd factor, modulo 2^busyBits, which
// gives distinct buckets modulo 2^busyBits distinct counters and costs a
// shift, not a division.
func (s *search[P]) busyIndex(off int) int32 {
	if s.team == nil || off < 0 {
		return -1
	}
	return int32(uint(off)>>s.tt.bshift) & (1<<busyBits - 1)
}

// enterBusy marks c, whose key's bucket is at off (knownEntry), as
// searched by s when it is large enough, and returns its counter (-1:
// not marked).
func (s *search[P]) enterBusy(c P, off int) int32 {
	i := s.busyIndex(off)
	if i < 0 || s.size(c) < busyMinSize {
		return -1
	}
	s.team.busy[i].Add(1)
	s.held = append(s.held, i)
	return i
}

// leaveBusy undoes enterBusy.
func (s *search[P]) leaveBusy(i int32) {
	if i < 0 {
		return
	}
	s.team.busy[i].Add(-1)
	s.held = s.held[:len(s.held)-1]
}

// isBusy reports whether a worker searches a component of counter i
// (false for -1: one worker, or no counter).
func (s *search[P]) isBusy(i int32) bool {
	return i >= 0 && s.team.busy[i].Load() > 0
}

// releaseHeld clears the marks of a worker unwound by an abort.
func (s *search[P]) releaseHeld() {
	for _, i := range s.held {
		s.team.busy[i].Add(-1)
	}
	s.held = s.held[:0]
}
