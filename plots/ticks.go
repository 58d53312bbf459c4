package plots

import (
	"math"
	"strconv"

	"gonum.org/v1/plot"
)

// IntTicks is a plot.Ticker that puts ticks only on integers, labelled
// without exponents (100000, not 1e+05). Major (labelled) ticks are the
// multiples of the smallest step 1, 2, 5, 10, 20, 50, … that gives at
// most MaxLabels labels; when the step is more than 1 and the range holds
// at most 60 integers, each integer between labels gets an unlabelled
// minor tick.
// When Bounded is set, only integers in [Lo, Hi] are ticked, so axes
// padded by half a cell (heat maps) are not labelled outside the data.
type IntTicks struct {
	// MaxLabels is the largest number of labelled ticks; 0 means 8.
	MaxLabels int
	// Bounded restricts the ticks to the integers in [Lo, Hi].
	Bounded bool
	Lo, Hi  int
}

// Ticks implements plot.Ticker.
func (t IntTicks) Ticks(min, max float64) []plot.Tick {
	if math.IsNaN(min) || math.IsNaN(max) || math.IsInf(min, 0) || math.IsInf(max, 0) || min > max {
		return nil
	}
	if math.Abs(min) > 1<<53 || math.Abs(max) > 1<<53 {
		// Beyond 2^53 consecutive integers are not distinct float64s:
		// gonum's own ticks serve there.
		return plot.DefaultTicks{}.Ticks(min, max)
	}
	lo, hi := math.Ceil(min), math.Floor(max)
	if t.Bounded {
		lo = math.Max(lo, float64(t.Lo))
		hi = math.Min(hi, float64(t.Hi))
	}
	if lo > hi {
		return nil
	}
	maxLabels := t.MaxLabels
	if maxLabels <= 0 {
		maxLabels = 8
	}
	step := 1.0
	for mag := 1.0; ; mag *= 10 {
		found := false
		for _, m := range [...]float64{1, 2, 5} {
			step = m * mag
			if math.Floor(hi/step)-math.Ceil(lo/step)+1 <= float64(maxLabels) {
				found = true
				break
			}
		}
		if found {
			break
		}
	}
	var ticks []plot.Tick
	minor := step > 1 && hi-lo < 60
	for v := lo; v <= hi; v++ {
		if math.Mod(v, step) == 0 {
			ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatInt(int64(v), 10)})
		} else if minor {
			ticks = append(ticks, plot.Tick{Value: v})
		} else {
			// Jump to the next multiple of step.
			next := math.Ceil(v/step)*step - 1
			if next > v {
				v = next
			}
		}
	}
	return ticks
}
