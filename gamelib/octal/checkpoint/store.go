package checkpoint

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/internal/atomicfile"
)

// manifestName is the manifest's file name in a checkpoint directory.
const manifestName = "checkpoint.json"

// ErrOtherGame is returned (wrapped) when a checkpoint directory holds the
// values of another game.
var ErrOtherGame = errors.New("checkpoint of another game")

// ErrCorrupt is returned (wrapped) when a checkpoint's files do not check
// out: a chunk truncated, modified or missing, a manifest unreadable.
var ErrCorrupt = errCorrupt

// A Manifest describes a checkpoint directory (checkpoint.json).
type Manifest struct {
	Format int     `json:"format"`
	Game   string  `json:"game"`
	Heaps  int64   `json:"heaps"` // values stored: g(0 … Heaps−1)
	Chunks []Chunk `json:"chunks"`
	// The rare/common split the solver used last and its rare heaps.
	Split *SplitState `json:"split,omitempty"`
	// The best period found so far, if any.
	Period *PeriodState `json:"period,omitempty"`
	// The values g(0 … Searched−1) on which the certified period was last
	// searched for (0: not recorded). A resume does not search them again:
	// at 2^32 heaps the search is a third of a resume's CPU.
	Searched int64 `json:"period_searched,omitempty"`
}

// A Chunk is one chunk file of a checkpoint.
type Chunk struct {
	File   string `json:"file"`
	Start  int64  `json:"start"`
	Count  int64  `json:"count"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// SplitState is the solver's rare/common split at the last save.
type SplitState struct {
	Mask      int   `json:"mask"`
	Sigma     int   `json:"sigma"`
	RareClass int   `json:"rare_class"`
	Rare      int64 `json:"rare"` // rare heaps below Heaps under the split
}

// PeriodState is a period of the values stored: g(m + Period) = g(m) for
// Preperiod ≤ m < Heaps − Period, proven for every m when Certified.
type PeriodState struct {
	Preperiod int64 `json:"preperiod"`
	Period    int64 `json:"period"`
	Certified bool  `json:"certified"`
	Needed    int64 `json:"needed,omitempty"` // values the proof needs
}

// A Dir is an open checkpoint directory.
type Dir struct {
	path string
	m    Manifest
}

// Open opens the checkpoint directory path for game, creating it (and its
// parents) when it does not exist. It returns an error wrapping
// ErrOtherGame when the directory holds another game's values, one wrapping
// ErrCorrupt when its manifest cannot be read, and an error when the
// directory exists, is not empty and has no manifest (so that nothing
// else is overwritten). Open reads only the manifest; Load checks the
// chunks.
func Open(path, game string) (*Dir, error) {
	d := &Dir{path: path, m: Manifest{Format: version, Game: game}}
	data, err := os.ReadFile(filepath.Join(path, manifestName))
	switch {
	case errors.Is(err, os.ErrNotExist):
		entries, err := os.ReadDir(path)
		if err == nil && len(entries) > 0 {
			return nil, fmt.Errorf("checkpoint: %s is not empty and has no %s: not a checkpoint directory", path, manifestName)
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("checkpoint: %w", err)
		}
		if err := os.MkdirAll(path, 0o755); err != nil {
			return nil, fmt.Errorf("checkpoint: %w", err)
		}
		return d, nil
	case err != nil:
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("checkpoint: %s: %w: %v", filepath.Join(path, manifestName), ErrCorrupt, err)
	}
	if m.Format != version {
		return nil, fmt.Errorf("checkpoint: %s: format %d, this program reads %d", path, m.Format, version)
	}
	if m.Game != game {
		return nil, fmt.Errorf("checkpoint: %s holds %q, not %q: %w", path, m.Game, game, ErrOtherGame)
	}
	var at int64
	for _, c := range m.Chunks {
		if c.Start != at || c.Count <= 0 || filepath.Base(c.File) != c.File {
			return nil, fmt.Errorf("checkpoint: %s: %w: chunk %q does not follow heap %d", path, ErrCorrupt, c.File, at)
		}
		at += c.Count
	}
	if at != m.Heaps {
		return nil, fmt.Errorf("checkpoint: %s: %w: chunks hold %d heaps, manifest says %d", path, ErrCorrupt, at, m.Heaps)
	}
	d.m = m
	return d, nil
}

// Manifest returns a copy of the manifest as last read or saved.
func (d *Dir) Manifest() Manifest {
	m := d.m
	m.Chunks = slices.Clone(m.Chunks)
	return m
}

// Heaps returns the number of heaps stored.
func (d *Dir) Heaps() int64 { return d.m.Heaps }

// Load reads every chunk, checks its checksum against the file's own and
// the manifest's, and returns the values g(0 … Heaps−1) in a slice with
// room for capacity values (at least Heaps). A truncated, modified or
// missing chunk is an error wrapping ErrCorrupt.
func (d *Dir) Load(capacity int64) ([]uint16, error) {
	return d.LoadContext(context.Background(), capacity)
}

// LoadContext is Load under ctx's memory limit (gamelib.LimitsFrom), and
// stops with ctx's error (wrapped) between chunks when ctx is done.
func (d *Dir) LoadContext(ctx context.Context, capacity int64) ([]uint16, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	capacity = max(capacity, d.m.Heaps)
	if err := gamelib.LimitsFrom(ctx).CheckMemory("checkpoint: values", capacity, 2); err != nil {
		return nil, err
	}
	g := make([]uint16, 0, capacity)
	var raw []byte
	for _, c := range d.m.Chunks {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("checkpoint: %w", err)
		}
		var err error
		if _, g, err = d.readChunk(c, g, &raw); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Save stores the values g(0 … len(g)−1), which must extend the values
// stored, with the solver's split and the period found: it writes the
// chunks not yet complete on disk (each full chunk of chunkHeaps heaps
// once, the last partial one anew), then the manifest, then removes the
// chunk files the manifest no longer lists. After a crash at any point the
// directory holds the old or the new checkpoint, whole.
func (d *Dir) Save(g []uint16, chunkHeaps int64, split *SplitState, period *PeriodState) error {
	read := func(dst []uint16, from, to int64) []uint16 { return append(dst, g[from:to]...) }
	return d.SaveValues(int64(len(g)), read, chunkHeaps, split, period, 0)
}

// SaveValues is Save for the n values that read appends to dst, from
// heap from to heap to − 1 (an octal.Solver's AppendValues): only the
// chunks it writes are read, a piece of 2^16 values at a time, so that
// values held in another form (one byte, or a byte and a bit, a heap)
// are never copied whole, and saving allocates about one chunk file.
// searched, when above the manifest's Searched and at most n, records
// that the certified period was searched for on g(0 … searched−1).
func (d *Dir) SaveValues(n int64, read func(dst []uint16, from, to int64) []uint16, chunkHeaps int64, split *SplitState, period *PeriodState, searched int64) error {
	if chunkHeaps <= 0 {
		return fmt.Errorf("checkpoint: chunk size %d", chunkHeaps)
	}
	if n < d.m.Heaps {
		return fmt.Errorf("checkpoint: %d values do not extend the %d stored", n, d.m.Heaps)
	}
	m := d.Manifest()
	m.Split, m.Period = split, period
	if searched > m.Searched && searched <= n {
		m.Searched = searched
	}
	// Keep the full chunks; redo a partial last one.
	var old []string
	for len(m.Chunks) > 0 && m.Chunks[len(m.Chunks)-1].Count < chunkHeaps {
		last := m.Chunks[len(m.Chunks)-1]
		if last.Start+last.Count == n {
			break // nothing new
		}
		old = append(old, last.File)
		m.Chunks = m.Chunks[:len(m.Chunks)-1]
	}
	at := int64(0)
	if len(m.Chunks) > 0 {
		last := m.Chunks[len(m.Chunks)-1]
		at = last.Start + last.Count
	}
	var sp octal.Split
	if split != nil {
		sp = octal.Split{Mask: split.Mask, Sigma: split.Sigma, RareClass: split.RareClass}
	}
	for at < n {
		count := min(chunkHeaps-at%chunkHeaps, n-at)
		data := encodeChunkFrom(m.Game, at, count, read, sp)
		name := fmt.Sprintf("values-%012d-%d.glc", at, count)
		if err := writeFile(d.path, name, data); err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		m.Chunks = append(m.Chunks, Chunk{File: name, Start: at, Count: count, Bytes: int64(len(data)), SHA256: hex.EncodeToString(sum[:])})
		at += count
	}
	m.Heaps = n
	data, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	if err := writeFile(d.path, manifestName, append(data, '\n')); err != nil {
		return err
	}
	d.m = m
	for _, f := range old {
		if !slices.ContainsFunc(m.Chunks, func(c Chunk) bool { return c.File == f }) {
			os.Remove(filepath.Join(d.path, f)) // a leftover file is harmless
		}
	}
	return nil
}

// StoredBytes returns the bytes of the chunk files listed.
func (d *Dir) StoredBytes() int64 {
	var b int64
	for _, c := range d.m.Chunks {
		b += c.Bytes
	}
	return b
}

// writeFile writes data to dir/name atomically (see atomicfile).
func writeFile(dir, name string, data []byte) error {
	if err := atomicfile.WriteFile(filepath.Join(dir, name), data); err != nil {
		return fmt.Errorf("checkpoint: writing %s: %w", name, err)
	}
	return nil
}
