package lab

import (
	"fmt"
	"syscall"
)

// rusageThread is Linux's RUSAGE_THREAD: the resource usage of the calling thread.
const rusageThread = 1

// threadCPU returns the user and system CPU time of the calling OS thread, in seconds.
func threadCPU() (float64, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, fmt.Errorf("lab: CPUSeconds: getrusage: %w", err)
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9, nil
}
