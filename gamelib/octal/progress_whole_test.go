package octal

import (
	"context"
	"testing"
)

// TestFindPeriodProgressWhole: FindPeriod's progress covers the whole
// search to maxN, never going back when the values grow to the next
// length (it restarted at each doubling, so its time left was that of
// one length only).
func TestFindPeriodProgressWhole(t *testing.T) {
	for _, code := range []string{"4!.0", "0.E6"} {
		c, err := Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		var last, total int64 = -1, -1
		var reports int
		_, err = c.FindPeriod(context.Background(), 3000, func(done, tot int64) {
			reports++
			if total >= 0 && tot != total {
				t.Errorf("%s: total changed from %d to %d", code, total, tot)
			}
			if done < last {
				t.Errorf("%s: progress went back from %d to %d of %d", code, last, done, tot)
			}
			last, total = done, tot
		})
		if err != nil {
			t.Fatal(err)
		}
		if reports < 2 {
			t.Errorf("%s: %d progress reports", code, reports)
		}
	}
}
