package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	for _, content := range []string{"first", "second, longer", ""} {
		if err := WriteFile(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != content {
			t.Errorf("read %q, %v; want %q", got, err, content)
		}
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
			t.Errorf("mode %v, %v; want 0644", fi.Mode(), err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files in the directory, want 1 (no temporary file left)", len(entries))
	}
}

func TestWriteFileFails(t *testing.T) {
	dir := t.TempDir()
	// A destination that is a directory: the rename fails, the temporary
	// file is removed and the destination is untouched.
	dest := filepath.Join(dir, "sub")
	if err := os.Mkdir(dest, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dest, "keep"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(dest, []byte("data")); err == nil {
		t.Fatal("writing over a non-empty directory succeeded")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d entries left, want only sub/", len(entries))
	}
	if err := WriteFile(filepath.Join(dir, "missing", "a"), []byte("x")); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
}

// TestWriteFileKeepsMode: replacing a file keeps its permission bits
// (issue 22: the file ended with mode 0600).
func TestWriteFileKeepsMode(t *testing.T) {
	dir := t.TempDir()
	for _, mode := range []os.FileMode{0o600, 0o640, 0o755} {
		path := filepath.Join(dir, "m"+mode.String())
		if err := os.WriteFile(path, []byte("old"), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, mode); err != nil { // whatever the umask
			t.Fatal(err)
		}
		if err := WriteFile(path, []byte("new")); err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(path)
		if err != nil || fi.Mode().Perm() != mode {
			t.Errorf("mode %v after replacing a %v file, %v", fi.Mode(), mode, err)
		}
	}
}

// TestWriteFileSymlink: a symbolic link stays a link and the file it
// points to gets the data; a link to nothing is refused.
func TestWriteFileSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.txt")
	link := filepath.Join(dir, "link.txt")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("target.txt", link); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := WriteFile(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if li, err := os.Lstat(link); err != nil || li.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v, %v", li.Mode(), err)
	}
	if b, err := os.ReadFile(target); err != nil || string(b) != "new" {
		t.Errorf("target holds %q, %v; want new", b, err)
	}
	dangling := filepath.Join(dir, "dangling")
	if err := os.Symlink("missing/file", dangling); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(dangling, []byte("x")); !errors.Is(err, ErrDangling) {
		t.Errorf("writing through a dangling link: %v, want ErrDangling", err)
	}
	if li, err := os.Lstat(dangling); err != nil || li.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the dangling link was replaced: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 {
		t.Errorf("entries %v, want target, link, dangling", entries)
	}
}

// TestWriteFileDevice: a device is written through, never replaced by a
// regular file (issue 22: as root, -o /dev/full turned the device into a
// regular file), and its write error is returned.
func TestWriteFileDevice(t *testing.T) {
	for _, dev := range []string{"/dev/null", "/dev/full"} {
		before, err := os.Stat(dev)
		if err != nil {
			t.Skip("no", dev)
		}
		err = WriteFile(dev, []byte("data"))
		if dev == "/dev/null" && err != nil || dev == "/dev/full" && err == nil {
			t.Errorf("writing %s: %v", dev, err)
		}
		after, err := os.Stat(dev)
		if err != nil || after.Mode() != before.Mode() || after.Mode().IsRegular() {
			t.Errorf("%s is now %v (was %v), %v", dev, after.Mode(), before.Mode(), err)
		}
	}
}

// TestCreateFIFO: a named pipe is written through, in place.
func TestCreateFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes:", err)
	}
	got := make(chan string)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- string(b)
	}()
	if err := WriteFile(fifo, []byte("through the pipe")); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "through the pipe" {
		t.Errorf("read %q from the pipe", s)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe is now %v, %v", fi.Mode(), err)
	}
}

// TestCreateAbort: Abort leaves the destination as it was and no
// temporary file; IsTemp recognises the temporary names.
func TestCreateAbort(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if !IsTemp(filepath.Base(w.f.Name()), "out.jsonl") || IsTemp("out.jsonl", "out.jsonl") {
		t.Errorf("IsTemp(%q) is false", w.f.Name())
	}
	w.Write([]byte("new\n"))
	w.Abort()
	w.Abort()
	if err := w.Commit(); err == nil {
		t.Error("Commit after Abort succeeded")
	}
	if b, _ := os.ReadFile(path); string(b) != "old\n" {
		t.Errorf("after Abort: %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("entries %v", entries)
	}
}
