package moore

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// naiveSolve decides every position of b under rules independently of
// Search: outcomes start unknown and are relabelled by sweeping all
// positions until nothing changes (a move to a lost position wins; all
// moves to won positions lose); what stays unknown is a draw. Positions
// are keyed by fmt.Sprint of the placement and the side to move.
func naiveSolve(b Board, rules Rules) map[string]Outcome {
	type node struct {
		key  string
		next []string
	}
	var nodes []node
	combinations(b.Cells, b.Pieces, func(pos []int) bool {
		for _, white := range []bool{true, false} {
			n := node{key: fmt.Sprint(pos, white)}
			moves, _ := b.Moves(pos, white, rules)
			for p := range moves {
				n.next = append(n.next, fmt.Sprint(p, !white))
			}
			nodes = append(nodes, n)
		}
		return true
	})
	out := map[string]Outcome{}
	for changed := true; changed; {
		changed = false
		for _, n := range nodes {
			if _, ok := out[n.key]; ok {
				continue
			}
			allWon := true
			for _, m := range n.next {
				o, ok := out[m]
				if ok && o == Loss {
					out[n.key] = Win
					changed = true
					break
				}
				allWon = allWon && ok && o == Win
			}
			if _, ok := out[n.key]; !ok && allWon {
				out[n.key] = Loss
				changed = true
			}
		}
	}
	for _, n := range nodes {
		if _, ok := out[n.key]; !ok {
			out[n.key] = Draw
		}
	}
	return out
}

// Search (retrograde analysis) agrees with the naive sweep under both
// rules, on all boards with n ≤ 9 and on the first boards where the
// any-direction game departs from Moore's Nim.
func TestSearchMatchesNaive(t *testing.T) {
	var boards []Board
	for n := 0; n <= 9; n++ {
		for K := 0; K <= n; K += 2 {
			for d := 1; d <= K/2+1; d++ {
				boards = append(boards, Board{n, K, d})
			}
		}
	}
	boards = append(boards, Board{12, 8, 2}, Board{13, 8, 2})
	for _, b := range boards {
		for _, rules := range []Rules{Forward, AnyDirection} {
			s, err := Search(b, rules, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := naiveSolve(b, rules)
			got := map[string]Outcome{}
			for p := range s.Placements() {
				got[fmt.Sprint(p.Pos, true)] = p.WhiteFirst
				got[fmt.Sprint(p.Pos, false)] = p.BlackFirst
			}
			if !maps.Equal(got, want) {
				t.Errorf("%+v %v: Search disagrees with the naive sweep", b, rules)
			}
		}
	}
}

// The reduction of seed 003, checked by playing the real board (both
// colours, white only rightwards, black only leftwards) on every board
// with n ≤ 12, every even K and d up to K/2+1: no game is drawn; the
// outcome does not depend on which colour moves first (the game is
// impartial although each player moves only his own pieces); the player
// to move wins exactly when the gaps inside the pairs are an N-position of
// Moore's Nim_d; and Search's count of white's wins equals Count.
func TestSearchForwardIsMooreNim(t *testing.T) {
	for n := 0; n <= 12; n++ {
		for K := 0; K <= n; K += 2 {
			for d := 1; d <= K/2+1; d++ {
				b := Board{n, K, d}
				s, err := Search(b, Forward, nil)
				if err != nil {
					t.Fatal(err)
				}
				for p := range s.Placements() {
					g, _ := b.Gaps(p.Pos)
					isp, _ := IsP(g, d)
					if p.WhiteFirst != p.BlackFirst || (p.WhiteFirst == Win) == isp || p.WhiteFirst == Draw {
						t.Errorf("%+v %v gaps %v: white first %v, black first %v, Moore P=%v",
							b, p.Pos, g, p.WhiteFirst, p.BlackFirst, isp)
					}
				}
				wins, _, _ := b.Count(p107, nil)
				if s.Wins() != wins || s.Draws() != 0 {
					t.Errorf("%+v: search finds %d wins, %d draws; Count %d", b, s.Wins(), s.Draws(), wins)
				}
			}
		}
	}
}

// Under the rules of SDOI2011 the moves of either colour from a placement,
// seen through the gaps inside the pairs, are exactly the moves of
// Moore's Nim_d on those gaps (each gap lowered at most once, between 1
// and d of them), and the gaps between pairs never shrink.
func TestBoardMovesAreGapMoves(t *testing.T) {
	for n := 0; n <= 9; n++ {
		for K := 0; K <= n; K += 2 {
			for d := 1; d <= K/2+1; d++ {
				b := Board{n, K, d}
				combinations(n, K, func(pos []int) bool {
					g, _ := b.Gaps(pos)
					want := map[string]bool{}
					gm, _ := Moves(g, d)
					for o := range gm {
						want[fmt.Sprint(o)] = true
					}
					for _, white := range []bool{true, false} {
						got := map[string]bool{}
						count := 0
						moves, _ := b.Moves(pos, white, Forward)
						for p := range moves {
							count++
							pg, _ := b.Gaps(p)
							got[fmt.Sprint(pg)] = true
							for i := 1; i+1 < K; i += 2 {
								if p[i+1]-p[i] < pos[i+1]-pos[i] {
									t.Fatalf("%+v: move %v → %v shrinks a gap between pairs", b, pos, p)
								}
							}
						}
						side := 1
						if white {
							side = 0
						}
						if !maps.Equal(got, want) || int64(count) != b.moveCount(Forward, pos, side) {
							t.Errorf("%+v %v white=%v: gap moves %v, want %v (%d moves)", b, pos, white,
								slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)), count)
						}
					}
					return true
				})
			}
		}
	}
}

// The seed argues that in optimal play white only moves right and black
// only left: a backward step can be answered by the partner's step the
// same way. Under AnyDirection rules the search finds this true on every
// board with n ≤ 11, and for d = 1 on every board with n ≤ 14, but false
// from n = 12: with d ≥ 2 a turn may widen one gap and shrink another,
// which can lead from a P-position of Moore's Nim_d to another one. The
// smallest counterexample, n = 12, K = 8, d = 2: gaps (0,1,1,2) are an
// N-position, yet white moving first loses; draws appear from n = 13.
func TestSearchAnyDirection(t *testing.T) {
	type stats struct{ mismatches, draws int }
	run := func(b Board) stats {
		s, err := Search(b, AnyDirection, nil)
		if err != nil {
			t.Fatal(err)
		}
		var st stats
		for p := range s.Placements() {
			if w, _ := b.FirstPlayerWins(p.Pos); w != (p.WhiteFirst == Win) {
				st.mismatches++
			}
		}
		st.draws = int(s.Draws())
		return st
	}
	for n := 0; n <= 14; n++ {
		for K := 0; K <= n; K += 2 {
			for d := 1; d <= K/2; d++ {
				if n > 11 && d > 1 {
					continue
				}
				b := Board{n, K, d}
				if st := run(b); st != (stats{}) {
					t.Errorf("%+v any direction: %+v, want agreement with Moore's Nim", b, st)
				}
			}
		}
	}
	// Counts found by Search and confirmed by naiveSolve (TestSearchMatchesNaive).
	for _, tc := range []struct {
		b    Board
		want stats
	}{
		{Board{12, 8, 2}, stats{16, 0}},
		{Board{13, 8, 2}, stats{77, 24}},
		{Board{12, 8, 3}, stats{}},
		{Board{12, 10, 2}, stats{}},
	} {
		if got := run(tc.b); got != tc.want {
			t.Errorf("%+v any direction: %+v, want %+v", tc.b, got, tc.want)
		}
	}
	b := Board{12, 8, 2}
	s, _ := Search(b, AnyDirection, nil)
	pos := []int{0, 1, 2, 4, 5, 7, 8, 11} // gaps 0, 1, 1, 2
	if w, _ := b.FirstPlayerWins(pos); !w {
		t.Errorf("%v: Moore says white loses", pos)
	}
	if o, _ := s.Outcome(pos, true); o != Loss {
		t.Errorf("%v any direction, white first: %v, want loss", pos, o)
	}
	// Black, to move at the P-position (0,1,1,1), widens gap 1 and closes
	// gap 4 in one turn: the P-position (1,1,1,0), lost for white.
	from, to := []int{0, 1, 3, 5, 6, 8, 9, 11}, []int{0, 2, 3, 5, 6, 8, 9, 10}
	found := false
	moves, _ := b.Moves(from, false, AnyDirection)
	for p := range moves {
		found = found || slices.Equal(p, to)
	}
	gf, _ := b.Gaps(from)
	gt, _ := b.Gaps(to)
	pf, _ := IsP(gf, 2)
	pt, _ := IsP(gt, 2)
	ot, _ := s.Outcome(to, true)
	if !found || !pf || !pt || ot != Loss {
		t.Errorf("black %v (gaps %v, P=%v) → %v (gaps %v, P=%v): legal=%v, white then %v",
			from, gf, pf, to, gt, pt, found, ot)
	}
}

// Board.Moves against the definition: a move of white (black) leads to
// any placement that keeps every black (white) piece, and so the order of
// all pieces, and moves between 1 and d white (black) pieces, under
// Forward each to a larger (smaller) cell.
func TestBoardMovesDefinition(t *testing.T) {
	for n := 0; n <= 8; n++ {
		for K := 0; K <= n; K += 2 {
			for d := 1; d <= K/2+1; d++ {
				b := Board{n, K, d}
				var all [][]int
				combinations(n, K, func(p []int) bool {
					all = append(all, slices.Clone(p))
					return true
				})
				for _, pos := range all {
					for _, rules := range []Rules{Forward, AnyDirection} {
						for side, white := range []bool{true, false} {
							want := map[string]bool{}
						next:
							for _, p := range all {
								moved := 0
								for i := range p {
									switch {
									case p[i] == pos[i]:
									case i%2 != side:
										continue next
									case rules == Forward && (p[i] < pos[i]) == white:
										continue next
									default:
										moved++
									}
								}
								if moved >= 1 && moved <= d {
									want[fmt.Sprint(p)] = true
								}
							}
							got := map[string]bool{}
							moves, _ := b.Moves(pos, white, rules)
							for p := range moves {
								got[fmt.Sprint(p)] = true
							}
							if !maps.Equal(got, want) || int64(len(got)) != b.moveCount(rules, pos, side) {
								t.Errorf("%+v %v %v white=%v: moves %v, want %v", b, rules, pos, white,
									slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)))
							}
						}
					}
				}
			}
		}
	}
}

func TestSearchBadInput(t *testing.T) {
	if _, err := Search(Board{65, 2, 1}, Forward, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("65 cells: %v", err)
	}
	if _, err := Search(Board{10, 4, 1}, Rules(7), nil); err == nil {
		t.Error("unknown rules: no error")
	}
	if _, err := Search(Board{60, 30, 3}, Forward, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("C(60,30) placements: %v", err)
	}
	s, _ := Search(Board{6, 2, 1}, Forward, nil)
	if _, err := s.Outcome([]int{1, 1}, true); err == nil {
		t.Error("Outcome of a bad placement: no error")
	}
	if s.Board() != (Board{6, 2, 1}) || s.Rules() != Forward {
		t.Errorf("Board, Rules = %v, %v", s.Board(), s.Rules())
	}
}
