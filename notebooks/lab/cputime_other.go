//go:build !linux

package lab

import "errors"

// threadCPU has no per-thread CPU clock to read outside Linux.
func threadCPU() (float64, error) {
	return 0, errors.New("lab: CPUSeconds: the CPU time of a thread is only measured on Linux")
}
