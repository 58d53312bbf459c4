package checkpoint

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
)

// Scan reads the chunks in order and calls fn with each one's first heap
// and values g(start … start+len(g)−1), checked as Load checks them (the
// file's checksum, the manifest's SHA-256, the heaps it says it holds). It
// holds one chunk at a time: two bytes a heap of a chunk and the chunk
// file, whatever the number of heaps stored, so a checkpoint too large to
// load can still be read. g is reused for the next chunk: fn must not keep
// it. Scan stops with ctx's error (wrapped) between chunks when ctx is
// done, and with fn's error when fn returns one. Time O(Heaps).
func (d *Dir) Scan(ctx context.Context, fn func(start int64, g []uint16) error) error {
	if ctx == nil {
		ctx = context.Background()
	}
	var buf []uint16
	var raw []byte // the chunk files' bytes, one buffer for all: no garbage of a file's size a chunk
	for _, c := range d.m.Chunks {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("checkpoint: %w", err)
		}
		start, g, err := d.readChunk(c, buf[:0], &raw)
		if err != nil {
			return err
		}
		if err := fn(start, g); err != nil {
			return err
		}
		buf = g
	}
	return nil
}

// readChunk reads the chunk c, checks it against the manifest and appends
// its values to dst. It reads the file into *raw, grown when too small,
// so that a scan of many chunks reuses one buffer: reading each with
// os.ReadFile left a file's size of garbage a chunk, which the collector
// let grow to the size of the values (its goal is twice what is live), and
// a resume of Grundy's game at 4.2 × 10^9 heaps peaked at 7.9 GB.
func (d *Dir) readChunk(c Chunk, dst []uint16, raw *[]byte) (start int64, g []uint16, err error) {
	data, err := readFileInto(filepath.Join(d.path, c.File), *raw)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return 0, nil, fmt.Errorf("checkpoint: %s: %w: chunk missing", c.File, ErrCorrupt)
		}
		return 0, nil, fmt.Errorf("checkpoint: %w", err)
	}
	*raw = data
	if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != c.SHA256 {
		return 0, nil, fmt.Errorf("checkpoint: %s: %w: SHA-256 differs from the manifest's (truncated or modified)", c.File, ErrCorrupt)
	}
	before := len(dst)
	start, g, err = appendChunk(dst, data, d.m.Game, true)
	if err != nil {
		return 0, nil, fmt.Errorf("checkpoint: %s: %w", c.File, err)
	}
	if count := int64(len(g) - before); start != c.Start || count != c.Count {
		return 0, nil, fmt.Errorf("checkpoint: %s: %w: holds heaps %d+%d, manifest says %d+%d", c.File, ErrCorrupt, start, count, c.Start, c.Count)
	}
	return start, g, nil
}

// readFileInto reads the file at path into buf (grown when its capacity
// is too small) and returns the bytes read.
func readFileInto(path string, buf []byte) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size := int(fi.Size())
	if int64(size) != fi.Size() || size < 0 {
		return nil, fmt.Errorf("%s: a file of %d bytes", path, fi.Size())
	}
	buf = slices.Grow(buf[:0], size)[:size]
	if _, err := io.ReadFull(f, buf); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return buf, nil
}
