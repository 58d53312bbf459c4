package lab

import (
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/janpfeifer/gonb/cache"

	"github.com/grundylab/grundylab/gamelib"
)

// NoCacheEnv names the environment variable that turns Cached off when
// set to a non-empty value (every call computes, nothing is stored).
const NoCacheEnv = "GRUNDYLAB_NOCACHE"

// Cached returns the result of compute, computing it once and keeping it
// on disk (GoNB's cache, package github.com/janpfeifer/gonb/cache) for
// later cells and later runs, which are new programs. While it computes,
// a progress bar labelled what is shown (compute gets its Progress).
//
// The result is stored under a key made of what, params (printed with
// %#v, so a changed parameter computes again), the result's type and a
// fingerprint of the library's Go source (gamelib, studies, plots and
// this package), so that a changed library computes again too. When the
// source cannot be read (a binary built elsewhere), or $GRUNDYLAB_NOCACHE
// is set, nothing is cached. A failed read (a corrupt or stale entry)
// computes again; a failed write is ignored. Errors of compute are
// returned and not cached.
//
// The cell's output is the same whether the value was computed or read:
// the bar is removed at the end (see Bar.Done).
func Cached[T any](what string, compute func(progress gamelib.Progress) (T, error), params ...any) (T, error) {
	bar := NewBar(what)
	defer bar.Done()
	key, ok := cacheKey[T](what, params)
	if ok {
		if v, err := load[T](key); err == nil {
			return v, nil
		}
	}
	v, err := compute(bar.Progress)
	if err != nil {
		return v, err
	}
	if ok && !Interrupted() { // nothing computed after an interrupt is kept
		_ = save(key, v) // a cache that cannot be written only costs time
	}
	return v, nil
}

// ResetCache forgets every result stored by Cached (and any other user of
// GoNB's default cache for this directory).
func ResetCache() error { return storage.Reset() }

// storage is where Cached keeps results; tests replace it.
var storage = cache.Default

// cacheKey returns the storage key of a result, or false when caching is
// off.
func cacheKey[T any](what string, params []any) (string, bool) {
	if os.Getenv(NoCacheEnv) != "" {
		return "", false
	}
	fp := fingerprint()
	if fp == "" {
		return "", false
	}
	var zero T
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%T\x00%s", what, zero, fp)
	for _, p := range params {
		fmt.Fprintf(h, "\x00%#v", p)
	}
	return "lab-" + slug(what) + "-" + hex.EncodeToString(h.Sum(nil))[:20], true
}

// slug keeps the letters and digits of s (at most 40), for readable keys.
func slug(s string) string {
	var b strings.Builder
	for _, r := range s {
		if b.Len() >= 40 {
			break
		}
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}
	}
	return strings.TrimSuffix(b.String(), "_")
}

func load[T any](key string) (T, error) {
	var v T
	r, err := storage.Reader(key)
	if err != nil {
		return v, err
	}
	f, ok := r.(*os.File)
	if !ok || f == nil { // Storage.Reader returns a nil *os.File for errors other than "not found"
		return v, os.ErrNotExist
	}
	defer f.Close()
	err = gob.NewDecoder(f).Decode(&v)
	return v, err
}

// save stores v. GoNB's Storage writes the file in place: an entry cut
// short (the kernel stopped mid-write) fails to decode and is computed
// again.
func save(key string, v any) error { return storage.Save(key, v) }

var (
	fpOnce  sync.Once
	fpValue string
)

// fingerprint hashes the Go source (tests excluded) of the library
// packages a cached result may depend on, found from this file's path at
// build time. It returns "" when they cannot be read.
func fingerprint() string {
	fpOnce.Do(func() {
		_, file, _, ok := runtime.Caller(0)
		if !ok {
			return
		}
		root := filepath.Join(filepath.Dir(file), "..", "..")
		h := sha256.New()
		n := 0
		for _, dir := range []string{"gamelib", "studies", "plots", filepath.Join("notebooks", "lab")} {
			err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
				if err != nil {
					return err
				}
				if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
					return nil
				}
				b, err := os.ReadFile(path)
				if err != nil {
					return err
				}
				rel, _ := filepath.Rel(root, path)
				fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), len(b))
				h.Write(b)
				n++
				return nil
			})
			if err != nil && dir == "gamelib" {
				return
			}
		}
		if n > 0 {
			fpValue = hex.EncodeToString(h.Sum(nil))
		}
	})
	return fpValue
}

// CachedN is Cached for the common case of values up to n: it caches
// values(n, progress), keyed by what and n.
//
//	g := lab.Must(lab.CachedN("Grundy's game", octal.GrundysGame().Values16, 1<<22))
func CachedN[T any](what string, values func(n int, progress gamelib.Progress) (T, error), n int) (T, error) {
	return Cached(what, func(p gamelib.Progress) (T, error) { return values(n, p) }, n)
}
