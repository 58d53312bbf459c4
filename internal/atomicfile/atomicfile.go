// Package atomicfile writes files so that a reader, a crash or Ctrl-C
// never sees them half-written: the data go to a temporary file in the
// same directory, which is synced and then renamed over the destination,
// and the directory is synced so that the rename survives a crash.
package atomicfile

import (
	"os"
	"path/filepath"
)

// WriteFile writes data to path with permissions 0644, atomically: path
// holds either its old content or all of data, never a part. On error
// the temporary file is removed and path is left as it was.
func WriteFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = f.Chmod(0o644)
	if err == nil {
		_, err = f.Write(data)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // best effort: not every file system syncs directories
		d.Close()
	}
	return nil
}
