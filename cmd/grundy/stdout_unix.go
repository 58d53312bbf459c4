//go:build linux || darwin

package main

import "syscall"

// stdoutClosed reports whether the program was started with its standard
// output closed (grundy help >&-). The Go runtime then opens /dev/null
// read-write in its place, so that writes would silently succeed; a shell
// redirection to /dev/null opens it write-only, which is told apart here.
func stdoutClosed() bool {
	var st, null syscall.Stat_t
	if syscall.Fstat(1, &st) != nil {
		return true
	}
	if syscall.Stat("/dev/null", &null) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFCHR || st.Rdev != null.Rdev {
		return false
	}
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, 1, syscall.F_GETFL, 0)
	return errno == 0 && flags&syscall.O_ACCMODE == syscall.O_RDWR
}
