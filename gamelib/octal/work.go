package octal

// EstimateWork returns about the steps computing g(0), …, g(n) takes by
// the definition: a·n²/4 + b·n³/36 + d·n for a code with a two-heap
// digits, b three-heap digits and d nonzero digits (the plain solver's
// estimate; the rare/common solver is faster, so this is an upper bound),
// and n² more for a code with a repeating part, whose digits are written
// out to d_n. It makes a *Code a heap.WorkEstimator, so that a proof
// attempt (heap.FindPeriodContext) can stop at a bound: octal:4.07F,
// whose three-heap moves cost O(n²) a heap, would take about 1.2·10¹¹
// steps to heap 16383.
func (c *Code) EstimateWork(n int) float64 {
	if c == nil || n <= 0 {
		return 0
	}
	var two, three, digits float64
	for _, d := range c.digits {
		if d != 0 {
			digits++
		}
		if d&4 != 0 {
			two++
		}
		if d&8 != 0 {
			three++
		}
	}
	f := float64(n)
	w := max(digits, 1)*f + two*f*f/4 + three*f*f*f/36
	if c.repeat > 0 {
		w += f * f
	}
	return w
}
