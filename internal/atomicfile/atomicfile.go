// Package atomicfile writes files so that a reader, a crash or Ctrl-C
// never sees them half-written: the data go to a temporary file in the
// same directory, which is synced and then renamed over the destination,
// and the directory is synced so that the rename survives a crash.
//
// What is at the destination decides how it is written:
//
//   - nothing: a new regular file, mode 0644 less the umask;
//   - a regular file: replaced atomically, keeping its permission bits
//     (its owner too when the process may set it; hard links to the old
//     file keep the old content);
//   - a symbolic link to a regular file: the file it resolves to is
//     replaced as above and the link is kept; a link to nothing is an
//     error (ErrDangling), since where to create the file is ambiguous;
//   - a device, a pipe or a socket (/dev/null, /dev/full, /dev/stdout, a
//     FIFO): written through, in place, without a temporary file (such a
//     file cannot be replaced, and replacing /dev/full as root would turn
//     the device into a regular file); a write error is returned;
//   - a directory: an error (ErrNotFile), nothing written.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"time"
)

// ErrNotFile is returned (wrapped) when the destination is a directory.
var ErrNotFile = errors.New("not a file")

// ErrDangling is returned (wrapped) when the destination is a symbolic
// link that resolves to nothing.
var ErrDangling = errors.New("symbolic link to a missing file")

// A File is an output being written to its destination: Commit makes it
// the destination's content, Abort discards it. Write, Commit and Abort
// are not safe for concurrent use.
type File struct {
	f       *os.File
	dest    string // the file renamed over (symbolic links resolved)
	through bool   // a device, pipe or socket written in place
	done    bool
}

// Create starts writing path as described in the package comment.
// Nothing is visible at path until Commit (except for a device, pipe or
// socket, which is written through). On error nothing was changed.
func Create(path string) (*File, error) {
	fi, err := os.Stat(path) // follows symbolic links
	switch {
	case err == nil && fi.IsDir():
		return nil, &fs.PathError{Op: "create", Path: path, Err: fmt.Errorf("%w: is a directory", ErrNotFile)}
	case err == nil && !fi.Mode().IsRegular():
		// A device, pipe or socket: no O_CREATE, so that a node that
		// vanished since Stat is not recreated as a regular file.
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		return &File{f: f, dest: path, through: true}, nil
	case err == nil:
		dest, err := filepath.EvalSymlinks(path)
		if err != nil {
			return nil, err
		}
		return createTemp(dest, fi)
	case errors.Is(err, fs.ErrNotExist):
		if li, lerr := os.Lstat(path); lerr == nil && li.Mode()&fs.ModeSymlink != 0 {
			return nil, &fs.PathError{Op: "create", Path: path, Err: ErrDangling}
		}
		return createTemp(path, nil)
	default:
		return nil, err
	}
}

// tempSeq makes temporary names unique within the process.
var tempSeq atomic.Uint64

// createTemp opens a new temporary file next to dest: with old's
// permission bits (and owner) when dest exists, else 0644 less the umask.
func createTemp(dest string, old fs.FileInfo) (*File, error) {
	dir, base := filepath.Split(dest)
	if dir == "" {
		dir = "."
	}
	for try := 0; ; try++ {
		name := filepath.Join(dir, "."+base+".tmp"+strconv.FormatUint(uint64(os.Getpid()), 10)+"-"+
			strconv.FormatUint(tempSeq.Add(1)^uint64(time.Now().UnixNano()), 36))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		if err != nil {
			return nil, err
		}
		if old != nil {
			err = f.Chmod(old.Mode().Perm() | old.Mode()&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
			if err == nil {
				chownLike(f, old) // best effort: only root may give a file away
			}
			if err != nil {
				f.Close()
				os.Remove(name)
				return nil, err
			}
		}
		return &File{f: f, dest: dest}, nil
	}
}

// Write writes p to the output.
func (w *File) Write(p []byte) (int, error) { return w.f.Write(p) }

// Name returns the destination (symbolic links resolved).
func (w *File) Name() string { return w.dest }

// Commit syncs the temporary file and renames it over the destination,
// then syncs the directory; for a device, pipe or socket it closes it. On
// error the temporary file is removed and the destination left as it was.
func (w *File) Commit() error {
	if w.done {
		return errors.New("atomicfile: Commit after Commit or Abort")
	}
	w.done = true
	if w.through {
		return w.f.Close()
	}
	tmp := w.f.Name()
	err := w.f.Sync()
	if cerr := w.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, w.dest)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(filepath.Dir(w.dest)); err == nil {
		d.Sync() // best effort: not every file system syncs directories
		d.Close()
	}
	return nil
}

// Abort discards what was written: the temporary file is removed (a
// device, pipe or socket is closed; what was written to it stays
// written). Abort after Commit does nothing.
func (w *File) Abort() {
	if w.done {
		return
	}
	w.done = true
	w.f.Close()
	if !w.through {
		os.Remove(w.f.Name())
	}
}

// WriteFile writes data to path atomically: path holds either its old
// content or all of data, never a part (see the package comment for what
// happens with links, devices and modes). On error the temporary file is
// removed and path is left as it was.
func WriteFile(path string, data []byte) error {
	w, err := Create(path)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Abort()
		return err
	}
	return w.Commit()
}

// IsTemp reports whether name (a base name) is one of the temporary files
// this package creates for the destination base name dest, so that a
// program that owns a directory may remove the ones a crash left behind.
func IsTemp(name, dest string) bool {
	prefix := "." + dest + ".tmp"
	return len(name) > len(prefix) && name[:len(prefix)] == prefix
}
