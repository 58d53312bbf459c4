package misere_test

import (
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestQuotientGeneraMatchSearch: the genera read off the quotient with the
// nim heaps equal those of the search, heap by heap.
func TestQuotientGeneraMatchSearch(t *testing.T) {
	sub, _ := heap.Subtraction(1, 3, 4)
	cases := []struct {
		r heap.Rule
		n int
	}{
		// The quotients with the nim heaps grow fast: these bounds are
		// about what a second allows.
		{octal.Kayles(), 19},
		{octal.DawsonsKayles(), 10},
		{octal.MustParse("0.123"), 10},
		{heap.Nim(), 20},
		{sub, 60},
	}
	for _, tc := range cases {
		t.Run(tc.r.String(), func(t *testing.T) {
			want, err := misere.HeapGenera(tc.r, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := misere.QuotientGenera(tc.r, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			for h := range want {
				if !got[h].Equal(want[h]) {
					t.Errorf("heap %d: quotient %v, search %v", h, got[h], want[h])
				}
			}
		})
	}
}

// The nim heaps make the quotient large: Kayles with ∗0…∗11 passes 2000
// elements by heap 20, and the computation ends with ErrQuotientTooLarge
// rather than running on.
func TestQuotientGeneraTooLarge(t *testing.T) {
	_, err := misere.QuotientGenera(octal.Kayles(), 1000, &misere.QuotientOptions{MaxOrder: 500})
	if !errors.Is(err, misere.ErrQuotientTooLarge) {
		t.Errorf("Kayles to 1000 within order 500: err = %v, want ErrQuotientTooLarge", err)
	}
	if _, err := misere.QuotientGenera(nil, 3, nil); err == nil {
		t.Error("nil rule accepted")
	}
	if _, err := misere.QuotientGenera(octal.Kayles(), -1, nil); err == nil {
		t.Error("n = -1 accepted")
	}
}
