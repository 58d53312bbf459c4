package octal

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// restoreByNote is the first part of restore as it was first written,
// the plain method: note called on every heap in turn (without the
// maintain that followed it).
func restoreByNote[V value](r *rule, g []V, hi []byte) *sparseSolver[V] {
	s := newSparseSolver[V](r)
	s.g = g[:1]
	s.hi = hi
	for m := 1; m < len(g); m++ {
		v := get(g, hi, m)
		s.g = g[:m+1]
		s.note(m, v)
		if v>>s.k != 0 {
			s.k = bits.Len(uint(v))
		}
	}
	return s
}

// checkRestored compares the tables restore rebuilt from g with the ones
// note keeps (restoreByNote) and with plain counts over the values: the
// histogram by parity, the counts, the runs' first heaps, the bit length;
// and the split and rare list choose gives with those of chooseSplitHi and
// a plain scan.
func checkRestored[V value](t *testing.T, name string, r *rule, g []V, hi []byte) {
	t.Helper()
	s := restore(r, g, hi)
	ref := restoreByNote(r, g, hi)
	if s.k != ref.k || !slices.Equal(s.hist[0], ref.hist[0]) || !slices.Equal(s.hist[1], ref.hist[1]) {
		t.Fatalf("%s at %d: k %d, histogram %v %v; by note: k %d, %v %v", name, len(g), s.k, s.hist[0], s.hist[1], ref.k, ref.hist[0], ref.hist[1])
	}
	for v := range ref.freq { // restore's maintain sorted the window once, which halves the counts
		if s.freq[v] != ref.freq[v]/2 {
			t.Fatalf("%s at %d: freq[%d] = %d, by note %d (halved once: %d)", name, len(g), v, s.freq[v], ref.freq[v], ref.freq[v]/2)
		}
	}
	for v := range ref.reps {
		if !slices.Equal(s.reps[v], ref.reps[v]) {
			t.Fatalf("%s at %d: reps[%d] = %v, by note %v", name, len(g), v, s.reps[v], ref.reps[v])
		}
	}
	var plain [2][]int64
	for p := range plain {
		plain[p] = make([]int64, 1<<s.k)
	}
	for x := 1; x < len(g); x++ {
		plain[x&1][get(g, hi, x)]++
	}
	for p := range plain {
		if !slices.Equal(s.hist[p], plain[p]) {
			t.Fatalf("%s at %d: histogram of parity %d = %v, counted %v", name, len(g), p, s.hist[p], plain[p])
		}
	}
	if len(g) < 64 {
		return // the split is chosen from heap 64 on
	}
	if want := chooseSplitHi(g, hi, len(g), s.k, r.splitParity()); s.split != want {
		t.Fatalf("%s at %d: split %+v from the histogram, %+v from the values", name, len(g), s.split, want)
	}
	var rare []rareHeap
	if !s.plain {
		for x := 1; x < len(g); x++ {
			if v := get(g, hi, x); s.split.IsRare(x, v) {
				rare = append(rare, rareHeap{uint32(x), uint16(v)})
			}
		}
	}
	if !slices.Equal(s.rare, rare) {
		t.Fatalf("%s at %d: %d rare heaps, %d by a scan", name, len(g), len(s.rare), len(rare))
	}
}

// TestRestoreTables: the tables restore rebuilds in one pass (and choose
// from the histogram) are the ones the plain method gives, for Grundy's
// game, 0.0404 (whose values take nine bits, then sixteen) and random
// octal codes, at many lengths; and a solver that computed its values
// chooses the split choose's plain method chooses on them.
func TestRestoreTables(t *testing.T) {
	ctx := context.Background()
	codes := []*Code{GrundysGame(), MustParse("0.0404"), MustParse("0.137"), MustParse("0.16")}
	rnd := rand.New(rand.NewPCG(24, 3))
	for range 12 {
		d := make([]byte, 2+rnd.IntN(4))
		for i := range d {
			d[i] = byte('0' + rnd.IntN(8))
		}
		d[len(d)-1] = byte('1' + rnd.IntN(7))
		c, err := Parse("0." + string(d))
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, c)
	}
	for _, c := range codes {
		r := c.rule()
		want, err := r.plain(ctx, 6000, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []int{2, 3, 64, 65, 1000, 2127, 2128, 4551, 6001} {
			g := want[:m]
			if slices.Max(g) < 512 {
				g8 := make([]uint8, m)
				var hi []byte
				if slices.Max(g) > 255 {
					hi = make([]byte, hiBytes(m))
				}
				for x, v := range g {
					g8[x] = uint8(v)
					if hi != nil {
						putHi(hi, x, int(v))
					}
				}
				checkRestored(t, c.String(), r, g8, hi)
			}
			checkRestored(t, c.String(), r, slices.Clone(g), nil)
		}
		// A solver that computed its values: choose from its histogram
		// against chooseSplitHi on them.
		s := newSparseSolver[uint16](r)
		if err := s.extend(ctx, 5000, nil); err != nil {
			t.Fatal(err)
		}
		s.choose(len(s.g))
		if want := chooseSplitHi(s.g, nil, len(s.g), s.k, r.splitParity()); s.split != want {
			t.Errorf("%s: split %+v from the histogram, %+v from the values", c, s.split, want)
		}
	}
}

// TestCountRare: Solver.CountRare against a scan of the values, under
// the solver's own split (its list) and under every other mask.
func TestCountRare(t *testing.T) {
	ctx := context.Background()
	for _, c := range []*Code{GrundysGame(), MustParse("0.0404"), MustParse("0.16")} {
		s := c.NewSolver()
		if err := s.Extend(ctx, 5000, nil); err != nil {
			t.Fatal(err)
		}
		g := s.Values()
		own, _ := s.Split()
		splits := []Split{own}
		for mask := 1; mask < 64; mask += 5 {
			splits = append(splits, Split{Mask: mask}, Split{Mask: mask, Sigma: 1, RareClass: 1})
		}
		for _, sp := range splits {
			want := 0
			for x := 1; x < len(g); x++ {
				if sp.IsRare(x, int(g[x])) {
					want++
				}
			}
			if got := s.CountRare(sp); got != want {
				t.Errorf("%s: CountRare(%+v) = %d, a scan counts %d", c, sp, got, want)
			}
		}
	}
}
