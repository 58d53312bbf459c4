//go:build unix

package atomicfile

import (
	"os"
	"syscall"
	"testing"
)

func mkfifo(path string) error { return syscall.Mkfifo(path, 0o600) }

// TestWriteFileUmask: a new file is 0644 less the umask.
func TestWriteFileUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	path := t.TempDir() + "/new"
	if err := WriteFile(path, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v under umask 077, %v; want 0600", fi.Mode(), err)
	}
}
