//go:build linux || darwin

package main

import (
	"os"

	"golang.org/x/sys/unix"
)

// termWidth returns the width in columns of the terminal f, 0 when it is
// not one or does not say.
func termWidth(f *os.File) int {
	ws, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	if err != nil {
		return 0
	}
	return int(ws.Col)
}
