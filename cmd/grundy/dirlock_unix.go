//go:build linux || darwin

package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// lockDir takes an exclusive advisory lock (flock) on the directory dir
// itself, so that no file is added to it: a second grundy run on the same
// directory fails at once instead of both writing it. The lock lasts until
// unlock is called or the process ends (a kill -9 releases it too). When
// another process holds it, the error names its pid when /proc/locks
// tells it (Linux); cmd (run, survey) begins the error.
func lockDir(cmd, dir string) (unlock func(), err error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		defer f.Close()
		if err == syscall.EWOULDBLOCK {
			who := "another process"
			if pid := lockHolder(f); pid > 0 {
				who = "pid " + strconv.Itoa(pid)
			}
			return nil, badInput("%s: directory %s in use by %s (another grundy run); wait for it to end or use another --dir", cmd, dir, who)
		}
		return nil, fmt.Errorf("%s: locking %s: %w", cmd, dir, err)
	}
	return func() { f.Close() }, nil
}

// lockHolder returns the pid holding a flock on f according to
// /proc/locks, or 0 when it cannot tell.
func lockHolder(f *os.File) int {
	var st syscall.Stat_t
	if syscall.Fstat(int(f.Fd()), &st) != nil {
		return 0
	}
	locks, err := os.Open("/proc/locks")
	if err != nil {
		return 0
	}
	defer locks.Close()
	// Lines such as "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF":
	// the pid, then major:minor:inode of the file.
	dev := uint64(st.Dev)
	major := (dev>>8)&0xfff | (dev>>32)&^0xfff
	minor := dev&0xff | (dev>>12)&^0xff
	want := fmt.Sprintf("%02x:%02x:%d", major, minor, st.Ino)
	sc := bufio.NewScanner(locks)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 6 && f[1] == "FLOCK" && f[5] == want {
			if pid, err := strconv.Atoi(f[4]); err == nil {
				return pid
			}
		}
	}
	return 0
}
