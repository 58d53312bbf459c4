//go:build !(linux || darwin)

package main

// lockDir does not lock on this system: two runs on one directory are
// not detected.
func lockDir(string, string) (func(), error) { return func() {}, nil }
