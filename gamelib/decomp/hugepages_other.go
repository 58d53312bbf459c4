//go:build !linux

package decomp

// adviseHuge does nothing outside Linux.
func adviseHuge([]byte) {}
