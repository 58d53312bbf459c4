package lab

import (
	"math"
	"runtime"
)

// cpuBudget is the CPU time one measurement of CPUSeconds runs f for.
const cpuBudget = 0.05

// CPUSeconds measures the CPU time of one call of f: it runs f until 0.05 s
// of CPU time of the calling OS thread are used (Linux's RUSAGE_THREAD, so
// other programs on a shared machine do not count, unlike wall-clock time),
// divides by the number of runs, and returns the least of three such
// measurements. f runs at least three times, on the locked thread, so f
// must not start goroutines whose work should count. It costs about 0.15 s
// of CPU time plus one call of f per measurement. Outside Linux it returns
// an error (no per-thread CPU clock).
func CPUSeconds(f func()) (float64, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := math.Inf(1)
	for range 3 {
		start, err := threadCPU()
		if err != nil {
			return 0, err
		}
		runs, now := 0, start
		for runs == 0 || now-start < cpuBudget {
			f()
			runs++
			if now, err = threadCPU(); err != nil {
				return 0, err
			}
		}
		best = min(best, (now-start)/float64(runs))
	}
	return best, nil
}
