//go:build unix

package atomicfile

import (
	"io/fs"
	"os"
	"syscall"
)

// chownLike gives f the owner and group of old, when the process may.
func chownLike(f *os.File, old fs.FileInfo) {
	if st, ok := old.Sys().(*syscall.Stat_t); ok {
		f.Chown(int(st.Uid), int(st.Gid))
	}
}
