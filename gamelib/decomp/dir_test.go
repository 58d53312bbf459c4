package decomp

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestDirUnusable: a directory that cannot hold the table is refused
// with an error wrapping ErrDirUnusable and ErrBadOption (and the
// system's error), whether it exists or not: a command line reports
// them alike (exit 2). writable's error wrapped no sentinel, and an
// existing unwritable directory exited 1 where a missing one exited 2.
func TestDirUnusable(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	file := filepath.Join(root, "file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	check := func(what string, err error) {
		t.Helper()
		if !errors.Is(err, ErrDirUnusable) || !errors.Is(err, ErrBadOption) {
			t.Errorf("%s: %v, want ErrDirUnusable and ErrBadOption", what, err)
		}
	}
	p := string([]byte{9, 4})
	for _, dir := range []string{file, filepath.Join(file, "sub"), filepath.Join(file, "sub", "deeper")} {
		_, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem})
		check(dir, err)
	}
	// An existing directory where no file can be made: writable's probe.
	dir := filepath.Join(root, "t")
	defer func(f func(string, string) (*os.File, error)) { createTemp = f }(createTemp)
	createTemp = func(string, string) (*os.File, error) { return nil, os.ErrPermission }
	_, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem})
	check("an unwritable new directory", err)
	if !errors.Is(err, os.ErrPermission) {
		t.Errorf("an unwritable directory: %v, want the system's error too", err)
	}
	createTemp = os.CreateTemp
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem}); err != nil {
		t.Fatal(err)
	}
	createTemp = func(string, string) (*os.File, error) { return nil, os.ErrPermission }
	_, _, err = Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem})
	check("an unwritable directory holding a table", err)
	createTemp = os.CreateTemp
	// A real one: /proc takes no file, even from root.
	if runtime.GOOS == "linux" {
		if _, err := os.Stat("/proc/self"); err == nil {
			check("/proc", writable("/proc"))
		}
	}
}
