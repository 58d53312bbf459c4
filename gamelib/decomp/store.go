package decomp

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/internal/atomicfile"
)

// A saved table is a directory holding a manifest, table.json, and the
// table's non-empty slots (or all, when most are full) in table-N.bin. A save writes the new slots file, then
// the manifest naming it (both atomically), then removes the older
// slots file: a crash at any point leaves a manifest and the file it
// names, whose SHA-256 it records. The manifest itself is sealed: its
// "seal" is the SHA-256 of its other fields, so that an edit of the game,
// position or key layout it names (which would resume another search's
// entries) is refused as corrupt, as an edit of the slots is. Unsealed
// manifests of formats 1 to 3 are read, but not one that names its keys'
// layout (checkUnsealed): a sealed manifest relabelled as format 3, its
// seal deleted, is one, and so is what development builds wrote for
// three hours on 6 December 2026, which nothing can tell apart.
const (
	manifestName  = "table.json"
	storeFormat   = 4 // 16-byte slots of a 10-byte key (table.go), nimbers to 65535, the manifest sealed; formats 1 (20-byte slots), 2 (exact nimbers to 254) and 3 (format 4 without the seal) are read too
	storeFormatID = "grundylab decomp table"
)

// ErrOtherSearch is returned (wrapped) when Options.Dir holds the table
// of another game or position.
var ErrOtherSearch = errors.New("table of another search")

// ErrTableSmall is returned (wrapped) when a saved table has more entries
// than the table it would be resumed into has slots. Its message suggests
// a size of twice their number of slots; a table of any size other than
// the saved one may still drop some entries (those of a bucket that
// receives more than its slots; a few percent at twice their number),
// which the search reports as Stats.ResumeDropped.
var ErrTableSmall = errors.New("table too small for the saved one")

// ErrNotSaved is returned (wrapped) when a search's last save of its
// table to Options.Dir failed: the search itself finished, and the value
// returned with the error is its result; the directory keeps the table
// of the last save that succeeded (saves are atomic). A periodic save
// that fails does not stop the search: it is tried again at the next
// interval, and its error is returned this way only if the last save
// fails too.
var ErrNotSaved = errors.New("table not saved")

// ErrSaveAbandoned is returned (wrapped, with ErrNotSaved) when a save
// was abandoned (Options.AbandonSave): its temporary file is removed and
// the directory keeps its last whole save, which the error describes.
var ErrSaveAbandoned = errors.New("save abandoned")

// ErrDirUnusable is returned (wrapped, with the system's error) when
// Options.Dir cannot hold a table: it cannot be created or read, or no
// file can be made in it (not writable, under a regular file, in a
// read-only file system), which is checked before the search so that a
// table that could not be saved is refused at once. It wraps
// ErrBadOption, so a caller that maps ErrBadOption to bad input maps it
// too, whether or not the directory existed.
var ErrDirUnusable = fmt.Errorf("directory cannot hold the table: %w", ErrBadOption)

// ErrCorrupt is returned (wrapped) when a saved table does not check
// out: its manifest unreadable, its slots file missing, truncated or
// modified.
var ErrCorrupt = errors.New("saved table corrupt")

type manifest struct {
	Kind     string `json:"kind"`
	Format   int    `json:"format"`
	Game     string `json:"game"`
	Position string `json:"position"`       // hex of the root's canonical key
	Keys     string `json:"keys,omitempty"` // the game's KeyScheme ("" for a game without one, and tables saved before 6 December 2026)
	KeyLen   int    `json:"key_len"`
	Slots    int64  `json:"slots"`
	// TableBytes is the memory of the table saved (its TTMem, to which
	// a resume of another size drops entries), absent (0: unknown) in
	// manifests saved by versions of before 6 December 2026, 23:00 UTC
	// (and by the long searches they started, whenever they save):
	// omitted when 0, so that their seals, of the fields without it,
	// still verify.
	TableBytes int64  `json:"table_bytes,omitempty"`
	File       string `json:"file"`
	Bytes      int64  `json:"bytes"`
	SHA256     string `json:"sha256"`
	Entries    int64  `json:"entries"`
	Nodes      int64  `json:"nodes"`
	Seq        int64  `json:"seq"`
	Saved      string `json:"saved"`
	Seal       string `json:"seal,omitempty"` // SHA-256 of the manifest without it (format 4)
}

// sealed returns the manifest's seal: the SHA-256 of its JSON without
// the seal.
func (m manifest) sealed() string {
	m.Seal = ""
	data, _ := json.Marshal(m) // a struct of strings and integers: no error
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

type store struct {
	dir  string
	m    manifest
	have bool // a manifest was read
	// abandon, when closed, abandons a save (Options.AbandonSave).
	abandon <-chan struct{}
	// stale are the files of dir a save cut short left (staleFiles),
	// which clean removes; reclaimed and removed are the bytes and
	// files it removed.
	stale              []string
	reclaimed, removed int64
	// every is Options.SaveEvery; gap is the interval from the end of
	// the last save to the next periodic one (nextSave), which save sets
	// to saveInterval(every, the save's duration).
	every, gap time.Duration
}

// nextSave is the time of the next periodic save, from now (the end of a
// save, or the search's start).
func (s *store) nextSave() time.Time {
	return time.Now().Add(s.gap)
}

// saveClock is the clock a save's duration is measured with; tests
// replace it.
var saveClock = time.Now

// saveInterval is the interval from the end of a save that took d to the
// next periodic save: Options.SaveEvery, but at least 9·d, so that
// periodic saves take at most about a tenth of a search's time however
// large the table or slow the disk (a save every millisecond left no
// time to search).
func saveInterval(every, d time.Duration) time.Duration {
	if d > math.MaxInt64/9 {
		return math.MaxInt64
	}
	return max(every, 9*d)
}

// isSaveTemp reports whether name is a temporary file of a save: of the
// manifest or of a slots file (atomicfile's names for table.json and
// table-N.bin), or of writable's check.
func isSaveTemp(name string) bool {
	if atomicfile.IsTemp(name, manifestName) {
		return true
	}
	// writable's probe: os.CreateTemp's ".writable-" and random digits,
	// not any file of that prefix (a user's .writable-notes).
	if rest, ok := strings.CutPrefix(name, ".writable-"); ok {
		return rest != "" && strings.Trim(rest, "0123456789") == ""
	}
	base, _, ok := strings.Cut(strings.TrimPrefix(name, "."), ".tmp")
	return ok && strings.HasPrefix(name, ".") && isSlotsFile(base) && atomicfile.IsTemp(name, base)
}

// isSlotsFile reports whether name is a slots file's, table-N.bin.
func isSlotsFile(name string) bool {
	var seq int64
	_, err := fmt.Sscanf(name, "table-%d.bin", &seq)
	return err == nil && seq >= 1 && name == fmt.Sprintf("table-%d.bin", seq)
}

// staleFiles returns the files of a save cut short (a crash, a kill -9)
// among entries: temporary files of saves (isSaveTemp) and slots files
// other than keep, the one the manifest names ("" when there is none:
// the first save was cut short between its slots and its manifest).
func staleFiles(entries []os.DirEntry, keep string) []string {
	var stale []string
	for _, e := range entries {
		if n := e.Name(); e.Type().IsRegular() && (isSaveTemp(n) || isSlotsFile(n) && n != keep) {
			stale = append(stale, n)
		}
	}
	return stale
}

// clean removes the stale files found when the store was opened,
// counting the bytes reclaimed (Stats.Reclaimed): a 12 GB table's
// orphaned slots would otherwise stay beside it for good. It is called
// once the saved table was read back, so that a refused resume changes
// nothing; the directory is the search's alone while it runs (grundy
// locks it), so what a save cut short left is certainly no other
// search's.
func (s *store) clean() {
	for _, n := range s.stale {
		p := filepath.Join(s.dir, n)
		fi, err := os.Lstat(p)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if os.Remove(p) == nil {
			s.reclaimed += fi.Size()
			s.removed++
		}
	}
	s.stale = nil
}

// abandoned reports whether the saves are to be abandoned.
func (s *store) abandoned() bool {
	select {
	case <-s.abandon:
		return true
	default:
		return false
	}
}

// abandonedError is the error of a save abandoned: what the directory
// keeps.
func (s *store) abandonedError() error {
	kept := fmt.Sprintf("%s holds no saved table", s.dir)
	if s.have {
		kept = fmt.Sprintf("%s keeps its last save, of %s (%d entries)", s.dir, s.m.Saved, s.m.Entries)
	}
	return fmt.Errorf("decomp: %w (its temporary file removed); %s", ErrSaveAbandoned, kept)
}

func openStore(dir, game, keys string, root []byte) (*store, error) {
	s := &store{dir: dir, m: manifest{Kind: storeFormatID, Format: storeFormat, Game: game, Keys: keys, Position: hex.EncodeToString(root)}}
	data, err := os.ReadFile(filepath.Join(dir, manifestName))
	switch {
	case errors.Is(err, os.ErrNotExist):
		entries, err := os.ReadDir(dir)
		// A first save cut short by a crash leaves temporary files:
		// removed (clean). A slots file without its manifest is the
		// first save cut short between the two, or a table whose
		// manifest was lost: refused, not removed, since it may be
		// someone's only copy of days of search.
		for _, n := range staleFiles(entries, "") {
			if isSaveTemp(n) {
				s.stale = append(s.stale, n)
			}
		}
		entries = slices.DeleteFunc(entries, func(e os.DirEntry) bool { return slices.Contains(s.stale, e.Name()) })
		if err == nil && len(entries) > 0 {
			for _, e := range entries {
				if isSlotsFile(e.Name()) {
					return nil, fmt.Errorf("decomp: %s holds %s but no %s (a first save cut short, or its manifest lost): %w (remove it to start a new table there)", dir, e.Name(), manifestName, ErrOtherSearch)
				}
			}
			return nil, fmt.Errorf("decomp: %s is not empty and has no %s: %w (not a table directory)", dir, manifestName, ErrOtherSearch)
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, unusable(dir, err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, unusable(dir, err)
		}
		return s, writable(dir)
	case errors.Is(err, syscall.ENOTDIR) || errors.Is(err, os.ErrPermission):
		// dir (or a parent) a regular file, or not readable.
		return nil, unusable(dir, err)
	case err != nil:
		return nil, fmt.Errorf("decomp: %w", err)
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil || m.Kind != storeFormatID {
		return nil, fmt.Errorf("decomp: %s: %w", filepath.Join(dir, manifestName), ErrCorrupt)
	}
	if m.Format < 1 || m.Format > storeFormat {
		return nil, fmt.Errorf("decomp: %s: format %d, want %d: %w", dir, m.Format, storeFormat, ErrOtherSearch)
	}
	if (m.Format >= 4 || m.Seal != "") && m.Seal != m.sealed() {
		// A seal on a format before 4, which no writer made, is a
		// manifest edited to pass as unsealed: refused as well.
		return nil, fmt.Errorf("decomp: %s: %w: the manifest was modified (its seal does not match)", filepath.Join(dir, manifestName), ErrCorrupt)
	}
	if err := m.checkUnsealed(); err != nil {
		return nil, fmt.Errorf("decomp: %s: %w: %v", filepath.Join(dir, manifestName), ErrCorrupt, err)
	}
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("decomp: %s: %w: %v", filepath.Join(dir, manifestName), ErrCorrupt, err)
	}
	if m.Game != game || m.Position != s.m.Position {
		return nil, fmt.Errorf("decomp: %s holds the table of game %q position %s, not game %q position %s: %w",
			dir, m.Game, m.Position, game, s.m.Position, ErrOtherSearch)
	}
	// A manifest without keys was saved before the schemes were recorded,
	// when every game's keys were those of its first scheme (version 1,
	// KeySchemer), or by a game without one: read when this game's scheme
	// is still its first, and saved with it.
	if m.Keys == "" && keys != "" && !firstScheme(keys) {
		return nil, fmt.Errorf("decomp: %s holds a table saved before key layouts were recorded, whose keys were this game's first layout, not %q: %w (start a new table)",
			dir, keys, ErrOtherSearch)
	}
	if m.Keys != "" && m.Keys != keys {
		return nil, fmt.Errorf("decomp: %s holds a table whose keys are %q, not this game's %q: %w (the keys' layout changed; start a new table)",
			dir, m.Keys, keys, ErrOtherSearch)
	}
	m.Keys = keys
	s.m, s.have = m, true
	if entries, err := os.ReadDir(dir); err == nil {
		s.stale = staleFiles(entries, m.File)
	}
	return s, writable(dir)
}

// checkUnsealed refuses an unsealed manifest (format 3 or before) that
// names a key layout. Such a manifest is either a sealed one relabelled
// as format 3 with its seal deleted, so that an edit of its game or
// layout passes (a Node Kayles table relabelled "arckayles", whose keys
// are the same graphs, answered Arc Kayles with Node Kayles nimbers), or
// one saved by a development build of 6 December 2026 between 10:39 UTC,
// when manifests began to record the layout ("keys"), and 13:36 UTC, when
// they were sealed. Nothing tells the two apart: the layouts are the same
// (every one recorded that day was recorded before the seal), and the
// "saved" time (which decided until 6 December 2026, 23:00 UTC: read
// before 13:36, refused from then on) is edited as easily and was the
// writer's clock. So both are refused: the tables of
// those three hours are to be started again. An unsealed manifest without
// a layout (formats 1 and 2, and format 3 before "keys") is read as
// before, for a game still at its first layout (firstScheme): a long
// search started by such a version may still be saving.
func (m *manifest) checkUnsealed() error {
	if m.Format >= 4 || m.Seal != "" || m.Keys == "" {
		return nil
	}
	return fmt.Errorf("an unsealed manifest (format %d) naming its keys' layout %q: saved by a development build without a seal (or a sealed manifest with its seal removed), which cannot be trusted to be this search's; start a new table in another directory",
		m.Format, m.Keys)
}

// firstScheme reports whether a KeyScheme is its game's first: named
// "name/1: …".
func firstScheme(keys string) bool {
	name, _, _ := strings.Cut(keys, ":")
	return strings.HasSuffix(name, "/1")
}

// check refuses a manifest whose slots file is not a plain table-N.bin of
// the directory (a name such as ../x would have the next save remove a
// file elsewhere) or whose counts are negative or out of range (a negative
// entry count would pass the check of the table's size).
func (m *manifest) check() error {
	var seq int64
	if _, err := fmt.Sscanf(m.File, "table-%d.bin", &seq); err != nil || m.File != fmt.Sprintf("table-%d.bin", seq) || seq < 1 {
		return fmt.Errorf("slots file %q is not table-N.bin", m.File)
	}
	// Seq names the next save's file: at most 2^40 (a save a second for
	// 30,000 years), so that it never wraps to a negative name.
	if m.Slots < 0 || m.Bytes < 0 || m.Entries < 0 || m.Nodes < 0 || m.Seq < 0 || m.Seq > 1<<40 || m.KeyLen < 1 || m.KeyLen > MaxKeyLen || m.TableBytes < 0 {
		return fmt.Errorf("counts out of range (slots %d, bytes %d, entries %d, nodes %d, seq %d, key_len %d, table_bytes %d)",
			m.Slots, m.Bytes, m.Entries, m.Nodes, m.Seq, m.KeyLen, m.TableBytes)
	}
	return nil
}

// createTemp is os.CreateTemp; tests replace it.
var createTemp = os.CreateTemp

// unusable is the error of a directory that cannot hold the table: it
// wraps ErrDirUnusable (so ErrBadOption) and err.
func unusable(dir string, err error) error {
	return fmt.Errorf("decomp: %s: %w: %w", dir, ErrDirUnusable, err)
}

// writable returns an error when a file cannot be made in dir: a table
// that could not be saved is refused before the search, not after it.
func writable(dir string) error {
	f, err := createTemp(dir, ".writable-*")
	if err != nil {
		return unusable(dir, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// load inserts the saved entries into t, a table of one worker of any
// size (entries are rehashed), and returns the number kept and the
// number dropped. A table of another size than the saved one puts the
// entries in other buckets: one that receives more than its slots keeps
// those of most work and drops the others (table.load), so that even a
// table of twice the slots drops some (about 4% of them; none at the
// size they were saved at, whose buckets are the saved ones).
// Stats.Resumed and Stats.ResumeDropped report the two, and the next save
// saves only what was kept. A table of fewer slots than the saved
// entries, which would drop at least their excess, is refused
// (ErrTableSmall). The slots are streamed and their checksum verified at
// the end; on an error t is to be discarded.
func (s *store) load(ctx context.Context, t *table, progress gamelib.Progress) (kept, dropped int64, err error) {
	if !s.have {
		return 0, 0, nil
	}
	if s.m.Entries > t.capacity() {
		// Resuming into it would drop at least the excess of saved
		// entries, and the next save would lose them: refused. The size
		// suggested has twice their number of slots, where a resume
		// drops only those of its buckets that overflow (a few percent:
		// reported, Stats.ResumeDropped).
		need := "twice their number of slots"
		if b := (s.m.Entries + int64(t.ways) - 1) / int64(t.ways) * 2; b <= math.MaxInt64/int64(t.bsize) {
			need = fmt.Sprintf("%d bytes, twice their number of slots", b*int64(t.bsize))
		}
		return 0, 0, fmt.Errorf("decomp: %s holds %d entries, more than the %d slots of a table of %d bytes: %w (give the table at least %s; a table of another size than the saved one may still drop a few entries whose buckets overflow, and reports them)",
			s.dir, s.m.Entries, t.capacity(), t.bytes(), ErrTableSmall, need)
	}
	f, err := os.Open(filepath.Join(s.dir, s.m.File))
	if err != nil {
		return 0, 0, fmt.Errorf("decomp: %w: %v", ErrCorrupt, err)
	}
	defer f.Close()
	slot, _, _ := geometry(s.m.KeyLen)
	decode := (&table{keyLen: s.m.KeyLen, slot: slot}).decodeFrom
	switch s.m.Format {
	case 1:
		slot, decode = 1+s.m.KeyLen+9, decodeV1
	case 2:
		decode = (&table{keyLen: s.m.KeyLen, slot: slot}).decodeV2
	} // formats 3 and 4 have the same slots
	if s.m.KeyLen < 1 || s.m.KeyLen > MaxKeyLen || s.m.Bytes != s.m.Slots*int64(slot) {
		return 0, 0, fmt.Errorf("decomp: %s: %w: bad geometry", s.dir, ErrCorrupt)
	}
	// A load that fails leaves in t the entries read so far, unchecked:
	// the caller (newSearch) discards t, so it is not cleared (which
	// wrote all of its memory).
	fail := func(err error) (int64, int64, error) { return 0, 0, err }
	h := sha256.New()
	r := bufio.NewReaderSize(io.TeeReader(f, h), 1<<20)
	buf := make([]byte, slot)
	var n int64 // entries read
	for i := int64(0); i < s.m.Slots; i++ {
		if i&(1<<20-1) == 0 {
			progress.Report(i, s.m.Slots)
			if err := ctx.Err(); err != nil {
				return fail(fmt.Errorf("decomp: reading %s: %w", s.dir, err))
			}
		}
		if _, err := io.ReadFull(r, buf); err != nil {
			return fail(fmt.Errorf("decomp: %s: %w: %v", s.dir, ErrCorrupt, err))
		}
		if l := int(buf[0]); l != 0 && l-1 <= s.m.KeyLen {
			if t.load(buf[1:l], decode(buf)) {
				dropped++
			}
			n++
		}
	}
	if _, err := r.Peek(1); err != io.EOF || hex.EncodeToString(h.Sum(nil)) != s.m.SHA256 {
		return fail(fmt.Errorf("decomp: %s: %w: checksum mismatch", s.dir, ErrCorrupt))
	}
	// Stores and Evictions count the search's own: the drops of the
	// load are ResumeDropped.
	t.stores.Store(0)
	t.evicts.Store(0)
	progress.Report(s.m.Slots, s.m.Slots)
	return n - dropped, dropped, nil
}

// save writes t to the directory, and sets the interval to the next
// periodic save from its duration (saveInterval).
func (s *store) save(t *table, st Stats) error {
	start := saveClock()
	defer func() { s.gap = saveInterval(s.every, saveClock().Sub(start)) }()
	m := s.m
	m.Format = storeFormat // a table resumed from format 1 is saved in the current one
	m.Seq++
	m.File = fmt.Sprintf("table-%d.bin", m.Seq)
	m.KeyLen = t.keyLen
	m.Slots = 0
	m.TableBytes = t.bytes()
	m.Entries = t.used.Load()
	m.Nodes = st.Nodes
	m.Saved = time.Now().UTC().Format(time.RFC3339)
	// The non-empty slots are streamed (no copy of the table in memory)
	// through the checksum into a file made visible only when complete.
	f, err := atomicfile.Create(filepath.Join(s.dir, m.File))
	if err != nil {
		return fmt.Errorf("decomp: saving the table: %w", err)
	}
	h := sha256.New()
	w := bufio.NewWriterSize(io.MultiWriter(f, h), 1<<20)
	for b := 0; b < len(t.data); b += t.bsize {
		if b&(1<<22-1) == 0 && s.abandoned() { // every 4 MiB of the table
			f.Abort()
			return s.abandonedError()
		}
		if !t.isWritten(b) {
			continue
		}
		for off := b; off < b+t.ways*t.slot; off += t.slot {
			if t.data[off] != 0 {
				w.Write(t.data[off : off+t.slot])
				m.Slots++
			}
		}
	}
	if err := w.Flush(); err != nil {
		f.Abort()
		return fmt.Errorf("decomp: saving the table: %w", err)
	}
	if s.abandoned() { // before the sync, the longest part
		f.Abort()
		return s.abandonedError()
	}
	if err := f.Commit(); err != nil {
		return fmt.Errorf("decomp: saving the table: %w", err)
	}
	m.Bytes = m.Slots * int64(t.slot)
	m.SHA256 = hex.EncodeToString(h.Sum(nil))
	m.Seal = m.sealed()
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("decomp: %w", err)
	}
	if err := atomicfile.WriteFile(filepath.Join(s.dir, manifestName), append(data, '\n')); err != nil {
		return fmt.Errorf("decomp: saving the table: %w", err)
	}
	if s.m.File != "" && s.m.File != m.File {
		os.Remove(filepath.Join(s.dir, s.m.File))
	}
	s.m, s.have = m, true
	return nil
}

// decodeFrom decodes the slot held in buf (of t's geometry).
func (t *table) decodeFrom(buf []byte) entry {
	return t.decodeIn(buf, 0)
}

// decodeV2 decodes a slot of format 2, whose exact byte 0xFE was the
// nimber 254 (format 3's marker of a nimber in the excluded set's bytes).
func (t *table) decodeV2(buf []byte) entry {
	e := t.decodeIn(buf, 0)
	if v := buf[1+t.keyLen:]; v[0] == bigExact {
		e.exact, e.not = bigExact, uint32(binary.LittleEndian.Uint16(v[2:]))
	}
	return e
}

// decodeV1 decodes a slot of format 1: len+1 | key | exact (2 bytes,
// none 0xFFFF) | bound (2 bytes, none 0xFFFF) | not (4 bytes) | work.
func decodeV1(buf []byte) entry {
	v := buf[len(buf)-9:]
	e := entry{exact: int(binary.LittleEndian.Uint16(v)), ub: int(binary.LittleEndian.Uint16(v[2:])),
		not: binary.LittleEndian.Uint32(v[4:]), work: v[8]}
	if e.exact == 0xFFFF {
		e.exact = -1
	}
	if e.ub == 0xFFFF {
		e.ub = -1
	}
	return e
}
