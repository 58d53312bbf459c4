//go:build !(linux || darwin)

package main

// stdoutClosed cannot tell a closed standard output on this system.
func stdoutClosed() bool { return false }
