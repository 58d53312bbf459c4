//go:build !(linux || darwin)

package main

import "os"

// termWidth returns 0 (not known) where the terminal's width is not read.
func termWidth(*os.File) int { return 0 }
