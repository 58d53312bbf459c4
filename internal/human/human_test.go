package human

import (
	"math"
	"testing"
	"time"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		x    float64
		want string
	}{
		{0, "0"}, {0.25, "0.25"}, {950, "950"}, {999.4, "999"}, {1000, "1k"}, {12345, "12.3k"},
		{4.56e6, "4.56M"}, {7.8e9, "7.8G"}, {2e12, "2T"}, {math.Inf(1), "+Inf"},
	} {
		if got := Count(tc.x); got != tc.want {
			t.Errorf("Count(%g) = %q, want %q", tc.x, got, tc.want)
		}
	}
}

func TestDuration(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{-time.Second, "0 s"}, {0, "0.0 s"}, {400 * time.Millisecond, "0.4 s"}, {12 * time.Second, "12 s"},
		{59900 * time.Millisecond, "59 s"}, {185 * time.Second, "3 min 5 s"}, {2*time.Hour + 5*time.Minute, "2 h 5 min"},
	} {
		if got := Duration(tc.d); got != tc.want {
			t.Errorf("Duration(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 vertices"}, {1, "1 vertex"}, {2, "2 vertices"}, {-1, "-1 vertices"}} {
		if got := Plural(tc.n, "vertex", "vertices"); got != tc.want {
			t.Errorf("Plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
