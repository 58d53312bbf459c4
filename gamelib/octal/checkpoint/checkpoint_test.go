package checkpoint

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestChunkRoundTrip: every encoding gives back the values, and is chosen
// as documented.
func TestChunkRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 12))
	split := octal.Split{Mask: 0x1fe, Sigma: 1, RareClass: 0}
	for _, tc := range []struct {
		name  string
		max   int
		rare  float64 // fraction of heaps of the rare class
		enc   byte
		bytes float64 // at most this many bytes a heap
	}{
		{"small", 255, 0.5, encBytes, 1.01},
		{"parity", 511, 0.01, encParity, 1.1},
		{"wide", 2000, 0.01, encWide, 2.01},
		{"rare", 511, 0.5, encWide, 2.01},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const start, n = 1000, 100000
			g := make([]uint16, n)
			for i := range g {
				for {
					v := uint16(rng.IntN(tc.max + 1))
					if split.IsRare(start+i, int(v)) == (rng.Float64() < tc.rare) {
						g[i] = v
						break
					}
				}
			}
			g[n/2] = uint16(tc.max)
			data := encodeChunk("grundy", start, g, split)
			if !bytes.Equal(data, encodeChunkPlain("grundy", start, g, split)) {
				t.Fatalf("encodeChunk and encodeChunkPlain differ")
			}
			if data[len(magic)+4+2+6+16] != tc.enc {
				t.Errorf("encoding %d, want %d", data[len(magic)+4+2+6+16], tc.enc)
			}
			if b := float64(len(data)) / n; b > tc.bytes {
				t.Errorf("%.3f bytes a heap, want at most %.2f", b, tc.bytes)
			}
			s, got, err := decodeChunk(data, "grundy")
			if err != nil || s != start || !slices.Equal(got, g) {
				t.Fatalf("decode: start %d, err %v, equal %v", s, err, slices.Equal(got, g))
			}
			if _, _, err := decodeChunk(data, "octal:0.77"); !errors.Is(err, ErrOtherGame) {
				t.Errorf("other game: err %v, want ErrOtherGame", err)
			}
			for _, bad := range [][]byte{data[:len(data)-1], data[:len(data)/2], append(slices.Clone(data[:100]), data[101:]...)} {
				if _, _, err := decodeChunk(bad, "grundy"); !errors.Is(err, ErrCorrupt) {
					t.Errorf("truncated to %d bytes: err %v, want ErrCorrupt", len(bad), err)
				}
			}
			flip := slices.Clone(data)
			flip[len(flip)/2] ^= 4
			if _, _, err := decodeChunk(flip, "grundy"); !errors.Is(err, ErrCorrupt) {
				t.Errorf("one bit flipped: err %v, want ErrCorrupt", err)
			}
		})
	}
}

// solve returns g(0 … n) of game computed in one go.
func solve(t *testing.T, game Game, n int) []uint16 {
	t.Helper()
	s := game.NewSolver()
	if err := s.Extend(t.Context(), n, nil); err != nil {
		t.Fatal(err)
	}
	return s.Values()
}

func load(t *testing.T, dir string, game Game) []uint16 {
	t.Helper()
	d, err := Open(dir, game.String())
	if err != nil {
		t.Fatal(err)
	}
	g, err := d.Load(0)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRunResume: a run cancelled mid-way and resumed, several times,
// stores the values of a run without interruption, in several chunks;
// also for codes whose values pass 255 (0.74 at heap 4757, largest 414:
// resumed chunk by chunk into a byte a heap) and 511 (0.0404 at 4550:
// the resumed values move to two bytes a heap while they are read).
func TestRunResume(t *testing.T) {
	for _, tc := range []struct {
		game          Game
		n, chunk, per int64
	}{
		{octal.GrundysGame(), 200000, 1 << 15, 30000},
		{octal.MustParse("0.354"), 200000, 1 << 15, 30000},
		{octal.MustParse("0.16"), 200000, 1 << 15, 30000},
		{octal.MustParse("0.74"), 12000, 1 << 10, 1500},
		{octal.MustParse("0.0404"), 6000, 1 << 10, 1000},
	} {
		game, n, chunk := tc.game, tc.n, tc.chunk
		t.Run(game.String(), func(t *testing.T) {
			want := solve(t, game, int(n))
			dir := filepath.Join(t.TempDir(), "ck")
			done := int64(0)
			for i := 0; ; i++ {
				ctx, cancel := context.WithCancel(t.Context())
				opt := Options{ChunkHeaps: chunk, Workers: 1 + i%2, Progress: func(d, total int64) {
					if total != n+1-done {
						t.Errorf("run %d: progress %d of %d after %d heaps resumed", i, d, total, done)
					}
					if d > tc.per {
						cancel() // stop after about tc.per heaps
					}
				}}
				// Reading back: a chunk at a time, never backwards, out of
				// the heaps stored and half as much for the rebuilding,
				// and done at the end; not at all on a fresh run.
				var reads [][2]int64
				opt.ReadProgress = func(d, total int64) { reads = append(reads, [2]int64{d, total}) }
				res, err := Run(ctx, dir, game, int(n), opt)
				cancel()
				if done == 0 && len(reads) > 0 {
					t.Errorf("run %d: read progress %v on a fresh run", i, reads)
				}
				if done > 0 {
					total := done + done/2
					if len(reads) < 2 || reads[len(reads)-1] != [2]int64{total, total} {
						t.Errorf("run %d: read progress %v, want chunks then %d of %d", i, reads, total, total)
					}
					for j, r := range reads {
						if r[1] != total || (j > 0 && r[0] < reads[j-1][0]) || r[0] > total {
							t.Errorf("run %d: read progress %v of %d heaps resumed", i, reads, done)
							break
						}
					}
				}
				if res.Completed {
					if err != nil {
						t.Fatal(err)
					}
					break
				}
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("run %d: %v", i, err)
				}
				if res.Resumed != done || res.N+1 <= done {
					t.Fatalf("run %d made no progress: %d heaps stored", i, res.N+1)
				}
				done = res.N + 1
				if got := load(t, dir, game); !slices.Equal(got, want[:len(got)]) {
					t.Fatalf("run %d: stored values differ from the uninterrupted run's", i)
				}
			}
			if got := load(t, dir, game); !slices.Equal(got, want) {
				t.Fatalf("resumed values differ from the uninterrupted run's")
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*"))
			if chunks := (n + chunk) / chunk; int64(len(files)) != 1+chunks {
				t.Errorf("%d files in the checkpoint, want the manifest and %d chunks: %v", len(files), chunks, files)
			}
		})
	}
}

// TestRunBadDirectory: another game's directory, a truncated, modified or
// missing chunk, a directory with other files: an error, and nothing
// stored is changed.
func TestRunBadDirectory(t *testing.T) {
	game := octal.GrundysGame()
	base := t.TempDir()
	fresh := func(name string) string {
		dir := filepath.Join(base, name)
		if _, err := Run(t.Context(), dir, game, 70000, Options{ChunkHeaps: 1 << 14}); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	snapshot := func(dir string) map[string]string {
		m := map[string]string{}
		files, _ := os.ReadDir(dir)
		for _, f := range files {
			b, _ := os.ReadFile(filepath.Join(dir, f.Name()))
			m[f.Name()] = string(b)
		}
		return m
	}
	chunk := func(dir string, i int) string {
		d, err := Open(dir, game.String())
		if err != nil {
			t.Fatal(err)
		}
		return filepath.Join(dir, d.Manifest().Chunks[i].File)
	}
	for _, tc := range []struct {
		name  string
		spoil func(dir string)
		game  Game
		want  error
	}{
		{"other game", func(string) {}, octal.Kayles(), ErrOtherGame},
		{"truncated", func(dir string) {
			f := chunk(dir, 2)
			b, _ := os.ReadFile(f)
			os.WriteFile(f, b[:len(b)-100], 0o644)
		}, game, ErrCorrupt},
		{"modified", func(dir string) {
			f := chunk(dir, 1)
			b, _ := os.ReadFile(f)
			b[200] ^= 1
			os.WriteFile(f, b, 0o644)
		}, game, ErrCorrupt},
		{"missing", func(dir string) { os.Remove(chunk(dir, 0)) }, game, ErrCorrupt},
		{"manifest", func(dir string) { os.WriteFile(filepath.Join(dir, manifestName), []byte("{"), 0o644) }, game, ErrCorrupt},
		{"swapped", func(dir string) {
			a, b := chunk(dir, 0), chunk(dir, 1)
			x, _ := os.ReadFile(a)
			y, _ := os.ReadFile(b)
			os.WriteFile(a, y, 0o644)
			os.WriteFile(b, x, 0o644)
		}, game, ErrCorrupt},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := fresh(tc.name)
			tc.spoil(dir)
			before := snapshot(dir)
			_, err := Run(t.Context(), dir, tc.game, 100000, Options{ChunkHeaps: 1 << 14})
			if !errors.Is(err, tc.want) {
				t.Fatalf("err %v, want %v", err, tc.want)
			}
			if after := snapshot(dir); !maps(before, after) {
				t.Errorf("the directory changed")
			}
		})
	}
	other := filepath.Join(base, "other")
	os.MkdirAll(other, 0o755)
	os.WriteFile(filepath.Join(other, "notes.txt"), []byte("mine"), 0o644)
	if _, err := Run(t.Context(), other, game, 100, Options{}); err == nil {
		t.Errorf("a directory with other files: no error")
	}
}

func maps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestRunPeriod: a code's certified period is stored, and kept on resume;
// Grundy's game has none.
func TestRunPeriod(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kayles")
	res, err := Run(t.Context(), dir, octal.Kayles(), 1000, Options{})
	// Kayles: preperiod 71, period 12, proven from 168 values (Guy and
	// Smith, 1956).
	want := PeriodState{Preperiod: 71, Period: 12, Certified: true, Needed: 168}
	if err != nil || res.Period == nil || *res.Period != want {
		t.Fatalf("kayles: period %+v, err %v, want %+v", res.Period, err, want)
	}
	res, err = Run(t.Context(), dir, octal.Kayles(), 3000, Options{})
	if err != nil || res.Period == nil || *res.Period != want || res.Resumed != 1001 {
		t.Fatalf("kayles resumed: %+v, err %v", res, err)
	}
	d, err := Open(dir, octal.Kayles().String())
	if err != nil || d.Manifest().Period == nil || *d.Manifest().Period != want {
		t.Fatalf("manifest period %+v, err %v", d.Manifest().Period, err)
	}
	// A checkpoint saved without a period gets one from a run that
	// computes nothing more.
	dir = filepath.Join(t.TempDir(), "bare")
	d, err = Open(dir, octal.Kayles().String())
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Save(solve(t, octal.Kayles(), 500), 1<<10, nil, nil); err != nil {
		t.Fatal(err)
	}
	res, err = Run(t.Context(), dir, octal.Kayles(), 500, Options{})
	if err != nil || res.Period == nil || *res.Period != want || res.Computed != 0 {
		t.Fatalf("kayles, nothing to compute: %+v, err %v", res, err)
	}
	res, err = Run(t.Context(), filepath.Join(t.TempDir(), "grundy"), octal.GrundysGame(), 5000, Options{})
	if err != nil || res.Period != nil {
		t.Fatalf("grundy: period %+v, err %v", res.Period, err)
	}
}

// TestRunSearched: the manifest records the values the certified period
// was searched for on, and a resume does not search them again; it
// searches the values it adds.
func TestRunSearched(t *testing.T) {
	kayles := octal.Kayles()
	searched := func(dir string) int64 {
		t.Helper()
		d, err := Open(dir, kayles.String())
		if err != nil {
			t.Fatal(err)
		}
		return d.Manifest().Searched
	}
	// 150 values: too few for Kayles's proof (168), searched and recorded.
	dir := filepath.Join(t.TempDir(), "short")
	res, err := Run(t.Context(), dir, kayles, 149, Options{})
	if err != nil || res.Period != nil || searched(dir) != 150 {
		t.Fatalf("kayles to 149: period %+v, searched %d, err %v; want none, 150", res.Period, searched(dir), err)
	}
	// 500 values said to be searched already: a run that adds nothing
	// does not search them (it would find the period: TestRunPeriod's
	// "bare" checkpoint), one that adds values does.
	dir = filepath.Join(t.TempDir(), "said")
	d, err := Open(dir, kayles.String())
	if err != nil {
		t.Fatal(err)
	}
	g := solve(t, kayles, 499)
	read := func(dst []uint16, from, to int64) []uint16 { return append(dst, g[from:to]...) }
	if err := d.SaveValues(500, read, 1<<10, nil, nil, 500); err != nil {
		t.Fatal(err)
	}
	res, err = Run(t.Context(), dir, kayles, 499, Options{})
	if err != nil || res.Period != nil || res.Computed != 0 {
		t.Fatalf("kayles, searched, nothing to compute: %+v, err %v; want no period", res, err)
	}
	res, err = Run(t.Context(), dir, kayles, 599, Options{})
	want := PeriodState{Preperiod: 71, Period: 12, Certified: true, Needed: 168}
	if err != nil || res.Period == nil || *res.Period != want || searched(dir) != 600 {
		t.Fatalf("kayles to 599: period %+v, searched %d, err %v; want %+v, 600", res.Period, searched(dir), err, want)
	}
}

// TestRunNilGame: a nil Game, or a nil *octal.Code in one, is an error
// before anything is written.
func TestRunNilGame(t *testing.T) {
	var nilCode *octal.Code
	for _, g := range []Game{nil, nilCode} {
		dir := t.TempDir()
		if _, err := Run(context.Background(), dir, g, 10, Options{}); err == nil {
			t.Errorf("Run(%#v) succeeded", g)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("Run(%#v) wrote %d files", g, len(entries))
		}
	}
}

// TestResumeEvery: after a resume no save comes before opt.Every (the
// first save came after the first step, whatever Every said).
func TestResumeEvery(t *testing.T) {
	dir := t.TempDir()
	game := octal.GrundysGame()
	if _, err := Run(t.Context(), dir, game, 999, Options{}); err != nil {
		t.Fatal(err)
	}
	onDisk := func() int64 {
		d, err := Open(dir, game.String())
		if err != nil {
			t.Fatal(err)
		}
		return d.Heaps()
	}
	var during []int64
	calls := 0
	progress := func(done, total int64) {
		if calls++; calls%64 == 0 && done < total {
			during = append(during, onDisk())
		}
	}
	res, err := Run(t.Context(), dir, game, 300000, Options{Every: time.Hour, Progress: progress})
	if err != nil || !res.Completed || onDisk() != 300001 {
		t.Fatalf("run: %+v, %v, %d heaps on disk", res, err, onDisk())
	}
	if len(during) == 0 {
		t.Fatal("no progress reported during the run")
	}
	for _, h := range during {
		if h != 1000 {
			t.Fatalf("a save before Every: %d heaps on disk during the run (%v)", h, during)
		}
	}
}

// encodeChunkPlain is the chunk encoder as first written (all values in
// memory, the body built apart and copied): encodeChunk must give the
// same bytes. It returns the chunk file of the values g of heaps start …
// start+len(g)−1 of game, encoded as compactly as the values allow under
// split (the solver's rare/common split; Mask 0 for none).
func encodeChunkPlain(game string, start int64, g []uint16, split octal.Split) []byte {
	enc, body, exc := encBytes, []byte(nil), []exception(nil)
	maxV := uint16(0)
	for _, v := range g {
		maxV = max(maxV, v)
	}
	bit := uint(0)
	switch {
	case maxV < 256:
		body = make([]byte, len(g))
		for i, v := range g {
			body[i] = byte(v)
		}
	default:
		if split.Mask != 0 && split.Mask < 1<<16 {
			bit = uint(bits.TrailingZeros(uint(split.Mask)))
			enc, body, exc = encParity, make([]byte, len(g)), nil
			for i, v := range g {
				x := start + int64(i)
				c := squeeze(v, bit)
				if split.IsRare(int(x), int(v)) || c >= 256 {
					exc = append(exc, exception{uint32(i), v})
					if 6*len(exc) > len(g) {
						break
					}
					continue
				}
				body[i] = byte(c)
			}
		}
		if enc != encParity || 6*len(exc) > len(g) {
			enc, exc, bit = encWide, nil, 0
			body = make([]byte, 2*len(g))
			for i, v := range g {
				binary.LittleEndian.PutUint16(body[2*i:], v)
			}
		}
	}
	var b bytes.Buffer
	b.WriteString(magic)
	put := func(v any) { binary.Write(&b, binary.LittleEndian, v) } // a bytes.Buffer cannot fail
	put(uint32(version))
	put(uint16(len(game)))
	b.WriteString(game)
	put(uint64(start))
	put(uint64(len(g)))
	b.WriteByte(byte(enc))
	if enc == encParity {
		put(uint16(split.Mask))
		b.Write([]byte{byte(split.Sigma), byte(split.RareClass), byte(bit)})
	} else {
		put(uint16(0))
		b.Write([]byte{0, 0, 0})
	}
	put(uint32(len(exc)))
	for _, e := range exc {
		put(e.off)
		put(e.val)
	}
	b.Write(body)
	sum := sha256.Sum256(b.Bytes())
	b.Write(sum[:])
	return b.Bytes()
}
