// Package human formats the numbers a progress display shows: a rate with
// an SI prefix and a duration to a useful precision, and a count with its
// noun. The command line's progress line and the notebooks' progress bar
// both use it, so that they say the same thing the same way.
package human

import (
	"fmt"
	"math"
	"time"
)

// Count writes x with an SI prefix and three significant digits: 950,
// 12.3k, 4.56M, 7.8G, 2T; below 1, 0.25. NaN and infinities are written
// as fmt writes them.
func Count(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return fmt.Sprint(x)
	}
	for _, u := range []struct {
		v float64
		s string
	}{{1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}} {
		if x >= u.v {
			return fmt.Sprintf("%.3g%s", x/u.v, u.s)
		}
	}
	return fmt.Sprintf("%.3g", x)
}

// Duration writes d to a useful precision: 0.4 s, 12 s, 3 min 5 s,
// 2 h 5 min. A negative d is written as 0 s.
func Duration(d time.Duration) string {
	switch {
	case d < 0:
		return "0 s"
	case d < 10*time.Second:
		return fmt.Sprintf("%.1f s", d.Seconds())
	case d < time.Minute:
		return fmt.Sprintf("%.0f s", math.Floor(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%d min %d s", int(d.Minutes()), int(d.Seconds())%60)
	}
	return fmt.Sprintf("%d h %d min", int(d.Hours()), int(d.Minutes())%60)
}

// Plural writes n and the noun, one for n = 1 and many otherwise: "1
// vertex", "0 vertices", "5 vertices".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
