package decomp

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// kayles is Kayles (octal 0.77) on rows of pins: a position is a string
// whose bytes are the lengths of its rows. A move knocks down one pin or
// two adjacent ones of one row, leaving up to two rows.
type kayles struct{}

func (kayles) Options(p string, dst []string) []string {
	for i := 0; i < len(p); i++ {
		n := int(p[i])
		rest := p[:i] + p[i+1:]
		for take := 1; take <= 2; take++ {
			for a := 0; a+take <= n; a++ {
				b := n - take - a
				if a > b {
					break
				}
				q := rest
				if a > 0 {
					q += string(rune(0)) // placeholder, replaced below
					q = q[:len(q)-1] + string([]byte{byte(a)})
				}
				if b > 0 {
					q += string([]byte{byte(b)})
				}
				dst = append(dst, q)
			}
		}
	}
	return dst
}

func (kayles) Components(p string, dst []string) []string {
	for i := 0; i < len(p); i++ {
		if p[i] > 0 {
			dst = append(dst, p[i:i+1])
		}
	}
	return dst
}

func (kayles) AppendKey(dst []byte, p string) []byte {
	b := []byte(p)
	slices.Sort(b)
	return append(dst, b...)
}

func (kayles) Size(p string) int {
	n := 0
	for _, c := range []byte(p) {
		n += int(c)
	}
	return n
}

func (k kayles) NimberBound(p string) int { return k.Size(p) }

func kaylesValues(t *testing.T, n int) []int {
	t.Helper()
	g, err := octal.Kayles().Values(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := make([]int, len(g))
	for i, x := range g {
		v[i] = int(x)
	}
	return v
}

func TestKaylesHeaps(t *testing.T) {
	want := kaylesValues(t, 40)
	ctx := context.Background()
	for n := 1; n <= 40; n++ {
		p := string([]byte{byte(n)})
		got, _, err := Nimber(ctx, kayles{}, p, &Options{TTMem: MinTTMem})
		if err != nil {
			t.Fatal(err)
		}
		if got != want[n] {
			t.Errorf("Kayles heap %d: nimber %d, octal 0.77 says %d", n, got, want[n])
		}
	}
}

// expandGroups are the sizes of the groups of options expanded at a time
// (expandGroup) the cross-checks run with: one option, the default, and
// all at once.
var expandGroups = []int{1, expandGroup, 1 << 30}

// crossCheck checks Nimber and Outcome of p (what names it) against
// its plain nimber, with tables of opt.TTMem bytes and every size of
// expandGroups.
func crossCheck[P any](t *testing.T, g Game[P], p P, plain int, ttMem int64, what string) {
	t.Helper()
	ctx := context.Background()
	defer func(old int) { expandGroup = old }(expandGroup)
	for _, group := range expandGroups {
		expandGroup = group
		got, _, err := Nimber(ctx, g, p, &Options{TTMem: ttMem})
		if err != nil || got != plain {
			t.Fatalf("%s, table %d bytes, groups of %d: Nimber %d, %v; plain %d", what, ttMem, group, got, err, plain)
		}
		o, _, err := Outcome(ctx, g, p, &Options{TTMem: ttMem})
		if err != nil || o != gamelib.OutcomeOf(plain) {
			t.Fatalf("%s, table %d bytes, groups of %d: Outcome %v, %v; plain %d", what, ttMem, group, o, err, plain)
		}
	}
}

// TestAgainstPlain checks Nimber and Outcome against PlainNimber on
// random sums of Kayles heaps, with every size of expandGroups.
func TestAgainstPlain(t *testing.T) {
	ctx := context.Background()
	want := kaylesValues(t, 20)
	r := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		p, x := randomKayles(r, 9, want)
		b := []byte(p)
		plain, err := PlainNimber(ctx, kayles{}, p)
		if err != nil {
			t.Fatal(err)
		}
		if plain != x {
			t.Fatalf("%v: plain %d, nim-sum of 0.77 values %d", b, plain, x)
		}
		for _, mem := range []int64{MinTTMem, 1 << 20} {
			crossCheck(t, kayles{}, p, plain, mem, fmt.Sprint(b))
		}
	}
}

// TestTableSize: a table has every bucket its memory holds (not the
// largest power of two of them), and keys reach all of them: filled with
// four times as many keys as slots, at least 95% of the slots are used.
func TestTableSize(t *testing.T) {
	for _, keyLen := range []int{4, 10} {
		for _, mem := range []int64{MinTTMem, 3*MinTTMem + 100, 5 << 20, 7<<20 - 1} {
			tt, err := newTable(mem, keyLen, gamelib.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if want := mem / int64(tt.bsize) * int64(tt.bsize); tt.bytes() != want {
				t.Errorf("key %d, memory %d: a table of %d bytes, want %d", keyLen, mem, tt.bytes(), want)
			}
			n := int(tt.capacity()) * 4
			k := make([]byte, keyLen)
			for i := range n {
				binary.LittleEndian.PutUint32(k, uint32(i))
				tt.merge(k, entry{exact: 1, ub: -1}, nil)
			}
			if u := tt.used.Load(); u < tt.capacity()*95/100 {
				t.Errorf("key %d, memory %d: %d of %d slots used after %d keys", keyLen, mem, u, tt.capacity(), n)
			}
		}
	}
}

func TestTableReplacement(t *testing.T) {
	tt, err := newTable(MinTTMem, 4, gamelib.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	// Many more keys than slots: every answer found must be the one stored.
	n := int(tt.capacity()) * 4
	for i := 0; i < n; i++ {
		k := []byte{byte(i), byte(i >> 8), byte(i >> 16)}
		tt.merge(k, entry{exact: i % 200, ub: -1, work: uint8(i % 7)}, nil)
	}
	found := 0
	for i := 0; i < n; i++ {
		k := []byte{byte(i), byte(i >> 8), byte(i >> 16)}
		if e, ok := tt.get(k); ok {
			found++
			if e.exact != i%200 {
				t.Fatalf("key %d: exact %d, stored %d", i, e.exact, i%200)
			}
		}
	}
	if found == 0 || int64(found) > tt.capacity() || tt.used.Load() < tt.capacity()*95/100 {
		t.Errorf("found %d of %d keys in %d slots (%d used)", found, n, tt.capacity(), tt.used.Load())
	}
	if _, ok := tt.get(make([]byte, 5)); ok {
		t.Error("a key longer than the slots was found")
	}
}

// TestTableRegions checks the table's record of written regions on a
// table of many regions, with buckets of 3 cache lines that straddle
// regions (keys of 32 bytes): a key stored is found, in a bucket of a
// region written, and each visits exactly the entries stored, while the
// regions no key falls in stay unwritten.
func TestTableRegions(t *testing.T) {
	tt, err := newTable(24<<20, 32, gamelib.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if tt.bsize != 192 {
		t.Fatalf("bucket of %d bytes, want 192", tt.bsize)
	}
	key := func(i int) []byte { return append(make([]byte, 28), byte(i), byte(i>>8), byte(i>>16), 1) }
	n := 1000
	for i := range n {
		if _, ok := tt.get(key(i)); ok {
			t.Fatalf("key %d found before it was stored", i)
		}
		tt.merge(key(i), entry{exact: i % 50, ub: -1}, nil)
	}
	for i := range n {
		if e, ok := tt.get(key(i)); !ok || e.exact != i%50 {
			t.Fatalf("key %d: %v, %v; stored %d", i, e, ok, i%50)
		}
	}
	seen := 0
	tt.each(func(k []byte, e entry) { seen++ })
	if int64(seen) != tt.used.Load() || seen != n {
		t.Errorf("each visited %d entries, %d used, %d stored", seen, tt.used.Load(), n)
	}
	written, regions := 0, (len(tt.data)+1<<regionShift-1)>>regionShift
	for r := range regions {
		if tt.isWritten(r << regionShift) {
			written++
		}
	}
	if written == 0 || written > regions {
		t.Errorf("%d of %d regions written", written, regions)
	}
	// A key whose bucket straddles two regions.
	straddle := -1
	for i := n; i < 1<<22 && straddle < 0; i++ {
		if off := tt.bucket(key(i)); off>>regionShift != (off+tt.bsize-1)>>regionShift {
			straddle = i
		}
	}
	if straddle < 0 {
		t.Fatal("no key of 2²² falls in a bucket across two regions")
	}
	st, _ := newTable(24<<20, 32, gamelib.Limits{})
	st.merge(key(straddle), entry{exact: 7, ub: -1}, nil)
	if e, ok := st.get(key(straddle)); !ok || e.exact != 7 {
		t.Errorf("the key in a bucket across two regions: %v, %v", e, ok)
	}
	fresh, _ := newTable(24<<20, 32, gamelib.Limits{})
	fresh.merge(key(1), entry{exact: 3, ub: -1}, nil)
	w := 0
	for r := range regions {
		if fresh.isWritten(r << regionShift) {
			w++
		}
	}
	if w < 1 || w > 2 {
		t.Errorf("one store marked %d regions written, want 1 or 2", w)
	}
}

func TestSaveResume(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tt")
	ctx := context.Background()
	p := string([]byte{30, 7})
	want := kaylesValues(t, 30)
	var loads [][2]int64
	opt := &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20,
		ReadProgress: func(done, total int64) { loads = append(loads, [2]int64{done, total}) }}
	v, st, err := Nimber(ctx, kayles{}, p, opt)
	if err != nil || v != want[30]^want[7] {
		t.Fatalf("first run: %d, %v", v, err)
	}
	if len(loads) != 0 {
		t.Errorf("a fresh run reported reading a table: %v", loads)
	}
	v, st2, err := Nimber(ctx, kayles{}, p, opt)
	if err != nil || v != want[30]^want[7] {
		t.Fatalf("resumed run: %d, %v", v, err)
	}
	if st2.Resumed != st.Entries || st2.Nodes != 0 {
		t.Errorf("resumed %d entries of %d, searched %d nodes again", st2.Resumed, st.Entries, st2.Nodes)
	}
	// The reading was reported from 0 to the file's slots (at least the
	// entries resumed).
	if n := len(loads); n < 2 || loads[0][0] != 0 || loads[n-1][0] != loads[n-1][1] || loads[n-1][1] < st2.Resumed {
		t.Errorf("load progress %v, want 0 … total, total ≥ %d", loads, st2.Resumed)
	}
	// A cancelled resume stops reading and leaves the table saved as it was.
	saved, _ := os.ReadFile(filepath.Join(dir, manifestName))
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := Nimber(cctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20}); !errors.Is(err, context.Canceled) {
		t.Errorf("a resume cancelled while reading: %v, want context.Canceled", err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, manifestName)); string(now) != string(saved) {
		t.Error("a resume cancelled while reading changed the manifest")
	}
	// A smaller table on resume: the entries are rehashed.
	if v, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem}); err != nil || v != want[30]^want[7] {
		t.Fatalf("resumed into a smaller table: %d, %v", v, err)
	}
	// One too small for the saved entries is refused.
	{
		bigDir := filepath.Join(t.TempDir(), "big")
		q := string([]byte{40})
		st, err := openStore(bigDir, "kayles", "", kayles{}.AppendKey(nil, q))
		if err != nil {
			t.Fatal(err)
		}
		tt, _ := newTable(1<<20, DefaultKeyLen, gamelib.Limits{})
		for i := range 5000 {
			tt.merge([]byte{byte(i), byte(i >> 8)}, entry{exact: 1, ub: -1}, nil)
		}
		if err := st.save(tt, Stats{}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := Nimber(ctx, kayles{}, q, &Options{Dir: bigDir, Name: "kayles", TTMem: MinTTMem}); !errors.Is(err, ErrTableSmall) {
			t.Errorf("resumed into too small a table: %v, want ErrTableSmall", err)
		}
	}
	// Another position or game is refused, and the directory kept.
	before, _ := os.ReadFile(filepath.Join(dir, manifestName))
	if _, _, err := Nimber(ctx, kayles{}, string([]byte{29}), opt); !errors.Is(err, ErrOtherSearch) {
		t.Errorf("another position: %v, want ErrOtherSearch", err)
	}
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "dawson"}); !errors.Is(err, ErrOtherSearch) {
		t.Errorf("another game: %v, want ErrOtherSearch", err)
	}
	after, _ := os.ReadFile(filepath.Join(dir, manifestName))
	if string(before) != string(after) {
		t.Error("a refused run changed the manifest")
	}
	// A modified table is detected.
	var m struct{ File string }
	_ = jsonUnmarshal(after, &m)
	data, err := os.ReadFile(filepath.Join(dir, m.File))
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 1
	os.WriteFile(filepath.Join(dir, m.File), data, 0o644)
	if _, _, err := Nimber(ctx, kayles{}, p, opt); !errors.Is(err, ErrCorrupt) {
		t.Errorf("corrupt table: %v, want ErrCorrupt", err)
	}
	// A non-empty directory that is not a table is refused.
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "x"), nil, 0o644)
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: other}); !errors.Is(err, ErrOtherSearch) {
		t.Errorf("foreign directory: %v", err)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := filepath.Join(t.TempDir(), "tt")
	_, _, err := Nimber(ctx, kayles{}, string([]byte{60, 61, 62}), &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, manifestName)); err != nil {
		t.Errorf("no table saved on cancel: %v", err)
	}
	if _, err := PlainNimber(ctx, kayles{}, string([]byte{60, 61, 62})); !errors.Is(err, context.Canceled) {
		t.Errorf("plain cancelled: %v", err)
	}
}

func TestBadOptions(t *testing.T) {
	ctx := context.Background()
	for _, o := range []Options{{TTMem: 1}, {TTMem: MinTTMem - 1}, {TTMem: -1}, {SaveEvery: -1}, {Workers: -1}} {
		if _, _, err := Nimber(ctx, kayles{}, "\x03", &o); !errors.Is(err, ErrBadOption) || strings.Contains(err.Error(), gamelib.ErrTooLarge.Error()) {
			t.Errorf("%+v: %v, want ErrBadOption (not a memory need exceeding the limit)", o, err)
		}
	}
	small := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 1 << 20})
	// The default table fits a memory limit below DefaultTTMem.
	if v, st, err := Nimber(small, kayles{}, "\x03", nil); err != nil || v != 3 || st.TableBytes > 1<<20 || st.TableBytes < 1<<19 {
		t.Errorf("the default table under a 1 MiB limit: %d, %v, %d bytes", v, err, st.TableBytes)
	}
	if _, _, err := Nimber(gamelib.WithLimits(ctx, gamelib.Limits{Memory: MinTTMem / 2}), kayles{}, "\x03", nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("no table fits: %v, want ErrTooLarge", err)
	}
	if _, _, err := Nimber(small, kayles{}, "\x03", &Options{TTMem: 1 << 24}); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("table above the memory limit: %v", err)
	}
}

// TestResumeFormat1 reads a table saved in format 1 (20-byte slots of a
// 10-byte key, before the slots shrank to 16 bytes): its entries are
// resumed, and the next save is in the current format.
func TestResumeFormat1(t *testing.T) {
	dir := t.TempDir()
	p := string([]byte{9})
	want := kaylesValues(t, 9)
	// Format 1 slot: len+1 | key (keyLen) | exact u16 | bound u16 | not u32 | work.
	const keyLen = 4
	var slots []byte
	for n := 1; n <= 9; n++ {
		s := make([]byte, 1+keyLen+9)
		s[0] = 2
		s[1] = byte(n)
		binary.LittleEndian.PutUint16(s[1+keyLen:], uint16(want[n]))
		binary.LittleEndian.PutUint16(s[3+keyLen:], uint16(want[n]))
		s[len(s)-1] = 3
		slots = append(slots, s...)
	}
	sum := sha256.Sum256(slots)
	os.WriteFile(filepath.Join(dir, "table-1.bin"), slots, 0o644)
	m := manifest{Kind: storeFormatID, Format: 1, Game: "kayles", Position: hex.EncodeToString(kayles{}.AppendKey(nil, p)),
		KeyLen: keyLen, Slots: 9, File: "table-1.bin", Bytes: int64(len(slots)), SHA256: hex.EncodeToString(sum[:]), Entries: 9, Seq: 1}
	data, _ := json.Marshal(m)
	os.WriteFile(filepath.Join(dir, manifestName), data, 0o644)
	v, st, err := Nimber(context.Background(), kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem})
	if err != nil || v != want[9] || st.Resumed != 9 || st.Nodes != 0 {
		t.Fatalf("resumed format 1: nimber %d (want %d), %d resumed, %d nodes, %v", v, want[9], st.Resumed, st.Nodes, err)
	}
	var m2 manifest
	data, _ = os.ReadFile(filepath.Join(dir, manifestName))
	if err := json.Unmarshal(data, &m2); err != nil || m2.Format != storeFormat {
		t.Errorf("saved again in format %d, %v; want %d", m2.Format, err, storeFormat)
	}
	// An unknown format is refused.
	m.Format = 99
	data, _ = json.Marshal(m)
	os.WriteFile(filepath.Join(dir, manifestName), data, 0o644)
	if _, _, err := Nimber(context.Background(), kayles{}, p, &Options{Dir: dir, Name: "kayles"}); !errors.Is(err, ErrOtherSearch) {
		t.Errorf("format 99: %v, want ErrOtherSearch", err)
	}
}

// TestNilGame: a nil Game is an error of every entry, not a panic.
func TestNilGame(t *testing.T) {
	ctx := context.Background()
	var g Game[int]
	if _, _, err := Nimber(ctx, g, 3, nil); err == nil {
		t.Error("Nimber(nil Game): no error")
	}
	if _, _, err := Outcome(ctx, g, 3, nil); err == nil {
		t.Error("Outcome(nil Game): no error")
	}
	if _, _, err := OptionNimbers(ctx, g, 3, nil); err == nil {
		t.Error("OptionNimbers(nil Game): no error")
	}
	if _, _, err := OptionOutcomes(ctx, g, 3, nil); err == nil {
		t.Error("OptionOutcomes(nil Game): no error")
	}
	if _, err := PlainNimber(ctx, g, 3); err == nil {
		t.Error("PlainNimber(nil Game): no error")
	}
	if _, err := NewTable(ctx, g, MinTTMem); err == nil {
		t.Error("NewTable(nil Game): no error")
	}
}

// keyedKayles is kayles naming its keys' encoding.
type keyedKayles struct {
	kayles
	scheme string
}

func (k keyedKayles) KeyScheme() string { return k.scheme }

// TestKeyScheme: a saved table records its game's key scheme; a search
// whose game names another scheme refuses it and leaves it as it was,
// while a table saved without a scheme (before schemes were recorded) is
// read and saved again with the game's.
func TestKeyScheme(t *testing.T) {
	ctx := context.Background()
	p := string([]byte{30, 7})
	want := kaylesValues(t, 40)
	dir := t.TempDir()
	v1 := keyedKayles{scheme: "kayles/1"}
	if v, _, err := Nimber(ctx, v1, p, &Options{Dir: dir, Name: "kayles"}); err != nil || v != want[30]^want[7] {
		t.Fatalf("first search: %d, %v", v, err)
	}
	read := func() manifest {
		t.Helper()
		var m manifest
		data, err := os.ReadFile(filepath.Join(dir, manifestName))
		if err != nil || jsonUnmarshal(data, &m) != nil {
			t.Fatalf("manifest: %v", err)
		}
		return m
	}
	if m := read(); m.Keys != "kayles/1" {
		t.Errorf("saved keys %q, want kayles/1", m.Keys)
	}
	before, _ := os.ReadFile(filepath.Join(dir, manifestName))
	_, _, err := Nimber(ctx, keyedKayles{scheme: "kayles/2"}, p, &Options{Dir: dir, Name: "kayles"})
	if !errors.Is(err, ErrOtherSearch) || !strings.Contains(err.Error(), `"kayles/1"`) {
		t.Errorf("another scheme: %v, want ErrOtherSearch naming kayles/1", err)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, manifestName)); string(after) != string(before) {
		t.Error("a refused search changed the manifest")
	}
	// The same scheme resumes.
	if v, s, err := Nimber(ctx, v1, p, &Options{Dir: dir, Name: "kayles"}); err != nil || v != want[30]^want[7] || s.Resumed == 0 {
		t.Errorf("same scheme: %d, %+v, %v", v, s, err)
	}
	// A manifest without keys (saved before schemes) is read and saved
	// with the scheme.
	m := read()
	m.Keys, m.Format, m.Seal = "", 3, "" // as saved then: format 3, unsealed
	data, _ := json.Marshal(m)
	if err := os.WriteFile(filepath.Join(dir, manifestName), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if v, s, err := Nimber(ctx, v1, p, &Options{Dir: dir, Name: "kayles"}); err != nil || v != want[30]^want[7] || s.Resumed == 0 {
		t.Errorf("a table without keys: %d, %+v, %v", v, s, err)
	}
	if m := read(); m.Keys != "kayles/1" {
		t.Errorf("resaved keys %q, want kayles/1", m.Keys)
	}
	// ... but not by a game whose keys have changed since (version 2).
	m = read()
	m.Keys, m.Format, m.Seal = "", 3, ""
	data, _ = json.Marshal(m)
	if err := os.WriteFile(filepath.Join(dir, manifestName), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Nimber(ctx, keyedKayles{scheme: "kayles/2: another layout"}, p, &Options{Dir: dir, Name: "kayles"}); !errors.Is(err, ErrOtherSearch) {
		t.Errorf("a table without keys, read by a second layout: %v, want ErrOtherSearch", err)
	}
}

// TestManifestChecked: a manifest whose slots file is not a plain
// table-N.bin of the directory, or whose counts are negative, is refused
// as corrupt, and nothing outside the directory is touched (a crafted
// "../victim.bin" was opened, and removed by the next save).
func TestManifestChecked(t *testing.T) {
	ctx := context.Background()
	p := string([]byte{20, 9})
	root := t.TempDir()
	dir := filepath.Join(root, "t")
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20}); err != nil {
		t.Fatal(err)
	}
	victim := filepath.Join(root, "victim.bin")
	zeros := make([]byte, 32)
	if err := os.WriteFile(victim, zeros, 0o644); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(zeros)
	good, _ := os.ReadFile(filepath.Join(dir, manifestName))
	for _, edit := range []func(m map[string]any){
		func(m map[string]any) {
			m["file"], m["slots"], m["bytes"], m["entries"], m["sha256"] = "../victim.bin", 2, 32, 0, hex.EncodeToString(sum[:])
		},
		func(m map[string]any) { m["file"] = "/etc/passwd" },
		func(m map[string]any) { m["file"] = "table-1.bin.old" },
		func(m map[string]any) { m["entries"] = -5 },
		func(m map[string]any) { m["slots"] = -1 },
		func(m map[string]any) { m["key_len"] = 0 },
		func(m map[string]any) { m["seq"] = int64(math.MaxInt64) }, // the next save's name would wrap negative
	} {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		data, _ := json.Marshal(m)
		// As edited (the seal no longer matches), and sealed again (the
		// counts themselves are checked).
		var sealed manifest
		if err := json.Unmarshal(data, &sealed); err != nil {
			t.Fatal(err)
		}
		sealed.Seal = sealed.sealed()
		resealed, _ := json.Marshal(sealed)
		for _, data := range [][]byte{data, resealed} {
			if err := os.WriteFile(filepath.Join(dir, manifestName), data, 0o644); err != nil {
				t.Fatal(err)
			}
			if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20}); !errors.Is(err, ErrCorrupt) {
				t.Errorf("manifest %s: %v, want ErrCorrupt", data, err)
			}
			if got, err := os.ReadFile(victim); err != nil || len(got) != 32 {
				t.Fatalf("manifest %s: the file outside the directory: %v", data, err)
			}
		}
	}
}

// TestManifestSealed: a manifest whose game, position or key layout was
// edited by hand (which would resume another search's entries) is refused
// as corrupt; one of format 3, saved before manifests were sealed, is read
// as before and saved again sealed.
func TestManifestSealed(t *testing.T) {
	ctx := context.Background()
	p := string([]byte{20, 9})
	dir := t.TempDir()
	want, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(filepath.Join(dir, manifestName))
	var m manifest
	if err := json.Unmarshal(good, &m); err != nil || m.Format != 4 || m.Seal != m.sealed() {
		t.Fatalf("saved manifest: format %d, seal %q (want %q), %v", m.Format, m.Seal, m.sealed(), err)
	}
	write := func(m manifest) {
		t.Helper()
		data, _ := json.Marshal(m)
		if err := os.WriteFile(filepath.Join(dir, manifestName), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		edit func(*manifest)
		game string
	}{
		{"game", func(m *manifest) { m.Game = "dawson" }, "dawson"},
		{"keys", func(m *manifest) { m.Keys = "kayles/2: another" }, "kayles"},
		{"seal removed", func(m *manifest) { m.Seal = "" }, "kayles"},
		{"entries", func(m *manifest) { m.Entries-- }, "kayles"},
		{"format 3 with the seal kept", func(m *manifest) { m.Format = 3; m.Position = "0b" }, "kayles"}, // to pass as unsealed
	} {
		e := m
		tc.edit(&e)
		write(e)
		if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: tc.game, TTMem: 1 << 20}); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s edited: %v, want ErrCorrupt", tc.name, err)
		}
	}
	// Format 3 had no seal.
	old := m
	old.Format, old.Seal = 3, ""
	write(old)
	v, st, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20})
	if err != nil || v != want || st.Resumed != m.Entries || st.Nodes != 0 {
		t.Fatalf("format 3 resumed: nimber %d (want %d), %d resumed (want %d), %d nodes, %v", v, want, st.Resumed, m.Entries, st.Nodes, err)
	}
	var again manifest
	data, _ := os.ReadFile(filepath.Join(dir, manifestName))
	if err := json.Unmarshal(data, &again); err != nil || again.Format != storeFormat || again.Seal != again.sealed() {
		t.Errorf("saved again: format %d, seal %q, %v; want format %d sealed", again.Format, again.Seal, err, storeFormat)
	}
}

// TestNotSaved: a search whose directory cannot be written is refused
// before it searches; one whose saves fail while it runs (the directory
// removed) goes on, and returns its nimber with an error wrapping
// ErrNotSaved.
func TestNotSaved(t *testing.T) {
	ctx := context.Background()
	p := string([]byte{30, 7})
	dir := filepath.Join(t.TempDir(), "t")
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20}); err != nil {
		t.Fatal(err)
	}
	defer func(f func(string, string) (*os.File, error)) { createTemp = f }(createTemp)
	createTemp = func(string, string) (*os.File, error) { return nil, os.ErrPermission }
	st, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20})
	if err == nil || !errors.Is(err, os.ErrPermission) || errors.Is(err, ErrNotSaved) {
		t.Errorf("an unwritable directory: %d, %v; want a refusal before the search", st, err)
	}
	createTemp = os.CreateTemp
	gone := filepath.Join(t.TempDir(), "gone")
	removed := false
	opt := &Options{Dir: gone, Name: "kayles", TTMem: 1 << 20, SaveEvery: time.Nanosecond,
		Progress: func(done, total int64) {
			if !removed {
				removed = os.RemoveAll(gone) == nil
			}
		}}
	v, _, err := Nimber(ctx, kayles{}, string([]byte{60, 31, 17}), opt)
	if !removed || !errors.Is(err, ErrNotSaved) {
		t.Fatalf("saves failing: %v (directory removed %v), want ErrNotSaved", err, removed)
	}
	if w := kaylesValues(t, 61); v != w[60]^w[31]^w[17] {
		t.Errorf("saves failing: nimber %d, want %d", v, w[60]^w[31]^w[17])
	}
}

// TestSaveAbandoned: a save abandoned (Options.AbandonSave closed)
// removes its temporary file and leaves the directory's last whole save
// as it was (or no table at all), and the search says so with an error
// wrapping ErrNotSaved and ErrSaveAbandoned.
func TestSaveAbandoned(t *testing.T) {
	ctx := context.Background()
	p := string([]byte{30, 7})
	abandon := make(chan struct{})
	close(abandon)
	names := func(dir string) []string {
		es, _ := os.ReadDir(dir)
		var ns []string
		for _, e := range es {
			ns = append(ns, e.Name())
		}
		return ns
	}
	// No save before: the directory stays without a table.
	fresh := filepath.Join(t.TempDir(), "fresh")
	_, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: fresh, Name: "kayles", TTMem: 1 << 20, AbandonSave: abandon})
	if !errors.Is(err, ErrNotSaved) || !errors.Is(err, ErrSaveAbandoned) || !strings.Contains(err.Error(), "holds no saved table") {
		t.Errorf("abandoned first save: %v", err)
	}
	if ns := names(fresh); len(ns) != 0 {
		t.Errorf("abandoned first save left %v", ns)
	}
	// A save before: it is kept whole.
	dir := filepath.Join(t.TempDir(), "tt")
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20}); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(filepath.Join(dir, manifestName))
	want := names(dir)
	_, _, err = Nimber(ctx, kayles{}, string([]byte{30, 7}), &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20, AbandonSave: abandon})
	if !errors.Is(err, ErrNotSaved) || !errors.Is(err, ErrSaveAbandoned) || !strings.Contains(err.Error(), "keeps its last save") {
		t.Errorf("abandoned save: %v", err)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, manifestName)); string(after) != string(before) {
		t.Error("an abandoned save changed the manifest")
	}
	if got := names(dir); !slices.Equal(got, want) {
		t.Errorf("after an abandoned save the directory holds %v, want %v", got, want)
	}
	if v, st, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20}); err != nil || st.Resumed == 0 {
		t.Errorf("resumed after an abandoned save: %d, %v, %d resumed", v, err, st.Resumed)
	}
}

// TestStaleFilesCleaned: what saves cut short left in a table's directory
// (temporary files of the slots and of the manifest, slots files the
// manifest does not name) is removed when a search opens it, and counted
// in Stats.Reclaimed; other files, and the directory of a refused search,
// are left as they were.
func TestStaleFilesCleaned(t *testing.T) {
	ctx := context.Background()
	p := string([]byte{30, 7})
	dir := filepath.Join(t.TempDir(), "tt")
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20}); err != nil {
		t.Fatal(err)
	}
	stale := map[string]int{".table-2.bin.tmp4242-abc": 100, ".table.json.tmp4242-def": 10, "table-5.bin": 1000, ".writable-123": 0}
	for n, size := range stale {
		os.WriteFile(filepath.Join(dir, n), make([]byte, size), 0o644)
	}
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644)
	os.WriteFile(filepath.Join(dir, ".writable-notes"), []byte("mine too"), 0o644) // not writable's probe
	exists := func(n string) bool { _, err := os.Stat(filepath.Join(dir, n)); return err == nil }
	// A refused search changes nothing.
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "dawson"}); !errors.Is(err, ErrOtherSearch) {
		t.Fatalf("another game: %v", err)
	}
	for n := range stale {
		if !exists(n) {
			t.Errorf("a refused search removed %s", n)
		}
	}
	_, st, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20})
	if err != nil || st.Resumed == 0 {
		t.Fatalf("resumed: %v, %d resumed", err, st.Resumed)
	}
	if st.Reclaimed != 1110 || st.ReclaimedFiles != 4 {
		t.Errorf("reclaimed %d bytes in %d files, want 1110 in 4", st.Reclaimed, st.ReclaimedFiles)
	}
	for n := range stale {
		if exists(n) {
			t.Errorf("%s left", n)
		}
	}
	var m struct{ File string }
	b, _ := os.ReadFile(filepath.Join(dir, manifestName))
	_ = jsonUnmarshal(b, &m)
	if !exists("notes.txt") || !exists(".writable-notes") || !exists(m.File) {
		t.Errorf("notes.txt, .writable-notes or the manifest's %s removed", m.File)
	}
	// A slots file without a manifest (a first save cut short between
	// the two, or a manifest lost) is refused and kept: it may be the
	// only copy of a long search. Temporary files alone are removed.
	first := filepath.Join(t.TempDir(), "first")
	os.Mkdir(first, 0o755)
	os.WriteFile(filepath.Join(first, "table-1.bin"), make([]byte, 64), 0o644)
	os.WriteFile(filepath.Join(first, ".table-1.bin.tmp7-x"), make([]byte, 16), 0o644)
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: first, Name: "kayles", TTMem: 1 << 20}); !errors.Is(err, ErrOtherSearch) || !strings.Contains(err.Error(), "table-1.bin but no table.json") {
		t.Errorf("slots without a manifest: %v, want ErrOtherSearch naming table-1.bin", err)
	}
	if fi, err := os.Stat(filepath.Join(first, "table-1.bin")); err != nil || fi.Size() != 64 {
		t.Errorf("slots without a manifest removed: %v", err)
	}
	temps := filepath.Join(t.TempDir(), "temps")
	os.Mkdir(temps, 0o755)
	os.WriteFile(filepath.Join(temps, ".table-1.bin.tmp7-x"), make([]byte, 16), 0o644)
	if _, st, err := Nimber(ctx, kayles{}, p, &Options{Dir: temps, Name: "kayles", TTMem: 1 << 20}); err != nil || st.Reclaimed != 16 || st.ReclaimedFiles != 1 {
		t.Errorf("a first save's temporary file: %v, reclaimed %d bytes in %d files, want 16 in 1", err, st.Reclaimed, st.ReclaimedFiles)
	}
}

// TestSaveInterval: the next periodic save comes SaveEvery after a save's
// end, or 9 times its duration when that is longer.
func TestSaveInterval(t *testing.T) {
	for _, tc := range []struct{ every, d, want time.Duration }{
		{5 * time.Minute, time.Second, 5 * time.Minute},
		{time.Millisecond, 10 * time.Second, 90 * time.Second},
		{time.Minute, 0, time.Minute},
		{time.Second, math.MaxInt64 / 2, math.MaxInt64},
	} {
		if got := saveInterval(tc.every, tc.d); got != tc.want {
			t.Errorf("saveInterval(%v, %v) = %v, want %v", tc.every, tc.d, got, tc.want)
		}
	}
}

// TestSaveSpacing: with a SaveEvery far below the duration of a save (a
// save that takes an hour by the injected clock, a SaveEvery of 1 ns),
// a search makes one periodic save, whose duration puts the next 9 hours
// away, and its last one: not a save at every tick. With one worker and
// with two (whose coordinator schedules the saves in parallel.go).
func TestSaveSpacing(t *testing.T) {
	defer func(m int64) { tickMask = m }(tickMask)
	tickMask = 0
	defer func(c func() time.Time) { saveClock = c }(saveClock)
	var fake time.Time
	saveClock = func() time.Time { fake = fake.Add(time.Hour); return fake } // each save takes an hour
	for _, workers := range []int{1, 2} {
		dir := filepath.Join(t.TempDir(), "tt")
		_, st, err := Nimber(context.Background(), kayles{}, string([]byte{60, 31, 17}), &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20, SaveEvery: time.Nanosecond, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		var m manifest
		b, _ := os.ReadFile(filepath.Join(dir, manifestName))
		_ = jsonUnmarshal(b, &m)
		if st.Nodes < 50 || m.Seq != 2 {
			t.Errorf("%d workers: %d saves in %d nodes, want 2 (one periodic, the last)", workers, m.Seq, st.Nodes)
		}
	}
}
