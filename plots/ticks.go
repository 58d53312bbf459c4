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

// PowerTicks is a plot.Ticker for logarithmic axes (plot.LogScale): it
// puts labelled ticks on the powers Base^e whose exponent e is a multiple
// of Step, labelled "2^{-5}" (MathText, which the styles install, draws
// this as 2 with a raised −5; "10^{3}" likewise), and unlabelled minor
// ticks on the other integer powers. Base 0 means 10; Step 0 chooses the
// smallest of 1, 2, 5, 10, 20, … giving at most MaxLabels labels (0
// means 6). Ranges that are not positive get no ticks.
type PowerTicks struct {
	Base      float64
	Step      int
	MaxLabels int
}

// Ticks implements plot.Ticker.
func (t PowerTicks) Ticks(min, max float64) []plot.Tick {
	base := t.Base
	if base == 0 {
		base = 10
	}
	if !(min > 0) || !(max >= min) || math.IsInf(max, 0) || !(base > 1) || math.IsInf(base, 0) {
		return nil
	}
	lb := math.Log(base)
	lo := int(math.Ceil(math.Log(min)/lb - 1e-9))
	hi := int(math.Floor(math.Log(max)/lb + 1e-9))
	if lo > hi || hi-lo > 4096 {
		return nil
	}
	step := t.Step
	if step <= 0 {
		maxLabels := t.MaxLabels
		if maxLabels <= 0 {
			maxLabels = 6
		}
	search:
		for mag := 1; ; mag *= 10 {
			for _, m := range [...]int{1, 2, 5} {
				step = m * mag
				if floorDiv(hi, step)-ceilDiv(lo, step)+1 <= maxLabels {
					break search
				}
			}
		}
	}
	var ticks []plot.Tick
	b := strconv.FormatFloat(base, 'g', -1, 64)
	for e := lo; e <= hi; e++ {
		v := math.Pow(base, float64(e))
		if e%step == 0 {
			ticks = append(ticks, plot.Tick{Value: v, Label: PowerLabel(b, e)})
		} else if hi-lo <= 40 {
			ticks = append(ticks, plot.Tick{Value: v})
		}
	}
	return ticks
}

// PowerLabel returns the MathText label of base^e: "1" for e = 0, the
// base itself for e = 1, else "base^{e}".
func PowerLabel(base string, e int) string {
	switch e {
	case 0:
		return "1"
	case 1:
		return base
	}
	return base + "^{" + strconv.Itoa(e) + "}"
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }
