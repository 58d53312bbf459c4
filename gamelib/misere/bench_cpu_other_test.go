//go:build !unix

package misere_test

// cpuSeconds returns −1: the process's CPU time is read only on Unix.
func cpuSeconds() float64 { return -1 }
