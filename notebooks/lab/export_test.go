package lab

import (
	"time"

	"github.com/janpfeifer/gonb/cache"
)

// NoSync makes the Show functions skip gonbui.Sync, which waits for an
// answer that a test standing in for the kernel does not send.
func NoSync() { syncKernel = func() {} }

// UseStorage makes Cached keep its results in s.
func UseStorage(s *cache.Storage) { storage = s }

// SetExit replaces os.Exit for Check.
func SetExit(f func(int)) { exit = f }

// BarHTML renders a bar as Progress would after elapsed.
func BarHTML(what string, done, total int64, elapsed time.Duration) string {
	return (&Bar{what: what}).html(done, total, elapsed)
}

// CacheKey is cacheKey.
func CacheKey[T any](what string, params ...any) (string, bool) { return cacheKey[T](what, params) }

// ExplorerHTML is one view of the explorer.
var ExplorerHTML = explorerHTML

// SummaryHTML is Explore's summary.
func SummaryHTML(e *Exploration) string { return e.summaryHTML() }

// ExplorerSequenceTitle is the title of the explorer's sequence plot of e
// from heap from.
func ExplorerSequenceTitle(e *Exploration, from int) (string, error) {
	p, err := e.explorerSequence(from)
	if err != nil {
		return "", err
	}
	return p.Title.Text, nil
}
