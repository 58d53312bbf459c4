package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestResumeOtherSize: a table saved with one --tt-mem and read back
// with another that drops entries (their buckets overflow) is refused,
// exit 2, naming the size it was saved from and the count, the
// directory unchanged; with --tt-resize it is resumed, one stderr line
// telling the drop, and JSON tt_resumed the entries kept,
// tt_resume_dropped the others, their sum the entries saved. Until 6
// December 2026 tt_resumed counted them all and the loss was silent (the
// probe: 5x8 saved at 256MiB, 1,288,435 entries, resumed at 64MiB, 11,095
// lost); then it was told only when the search ended, after the save that
// made it permanent, with "the same --tt-mem" the manifest did not
// record. The same --tt-mem drops none and says nothing.
func TestResumeOtherSize(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tt")
	saved := runJSON(t, "cram", "3x11", "--tt-mem", "1MiB", "--dir", dir, "--json")
	entries, _ := strconv.Atoi(saved["tt_entries"].(string))
	if entries == 0 {
		t.Fatalf("nothing saved: %v", saved)
	}
	status, stdout, stderr := runCLI("cram", "3x11", "--tt-mem", "1MiB", "--dir", dir, "--json")
	var m map[string]any
	if status != 0 || json.Unmarshal([]byte(stdout), &m) != nil || m["tt_resumed"] != strconv.Itoa(entries) || m["tt_resume_dropped"] != "0" || stderr != "" {
		t.Fatalf("the same size: status %d, %s, stderr %q; want all %d entries kept, none dropped, no note", status, stdout, stderr, entries)
	}
	manifest := filepath.Join(dir, "table.json")
	before, _ := os.ReadFile(manifest)
	status, stdout, stderr = runCLI("cram", "3x11", "--tt-mem", "320KiB", "--dir", dir, "--json")
	after, _ := os.ReadFile(manifest)
	if status != 2 || stdout != "" || !strings.Contains(stderr, "was saved from a table of "+saved["tt_bytes"].(string)+" bytes") ||
		!strings.Contains(stderr, "--tt-mem 1MiB to keep every entry") || !strings.Contains(stderr, "--tt-resize") ||
		!strings.Contains(stderr, fmt.Sprintf("of its %d entries do not fit", entries)) || string(after) != string(before) {
		t.Fatalf("another size without --tt-resize: status %d, stdout %q, stderr %q, manifest changed %v; want 2, the saved size, the count, the table unchanged",
			status, stdout, stderr, string(after) != string(before))
	}
	status, stdout, stderr = runCLI("cram", "3x11", "--tt-mem", "320KiB", "--tt-resize", "--dir", dir, "--json")
	if status != 0 || json.Unmarshal([]byte(stdout), &m) != nil {
		t.Fatalf("another size: status %d, %s, %s", status, stdout, stderr)
	}
	kept, _ := strconv.Atoi(m["tt_resumed"].(string))
	dropped, _ := strconv.Atoi(m["tt_resume_dropped"].(string))
	if dropped == 0 || kept+dropped != entries {
		t.Errorf("another size: kept %d + dropped %d, want a drop and the sum %d (%v)", kept, dropped, entries, m)
	}
	if want := fmt.Sprintf("was saved from a table of %s bytes and read back into one of %s bytes (--tt-resize): %d of its %d entries did not fit their buckets and were dropped",
		saved["tt_bytes"], m["tt_bytes"], dropped, entries); !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("another size: stderr %q, want one line with %q", stderr, want)
	}
}

// TestResumeDropToldBeforeSignal: the drop of a resume into another
// --tt-mem (--tt-resize) is told as soon as the table is read back, so
// that a search stopped by a signal — which exits without returning to
// the end of the command, where the drop was told until 6 December 2026,
// i.e. never for an hours-long search — tells it too. A child saves
// cram 6x7 at 256KiB (its table full after a progress line of 1s), then
// another resumes it at 257KiB: the test waits for the drop's line and
// only then sends SIGTERM.
func TestResumeDropToldBeforeSignal(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGTERM")
	}
	dir := filepath.Join(t.TempDir(), "tt")
	first := runMainProcess(t, "cram 6x7 --force --tt-mem 256KiB --dir "+dir)
	first.Env = append(first.Env, progressEveryEnv+"=1s")
	_, rest, status, err := signalChild(t, first, func(r *bufio.Reader) {
		r.ReadString('\n') // the first progress line: a second of search
	}, syscall.SIGTERM)
	if status != exitTerminated {
		t.Fatalf("saving the table: %v, status %d, stderr %q", err, status, rest)
	}
	var man struct {
		Entries    int64 `json:"entries"`
		TableBytes int64 `json:"table_bytes"`
	}
	data, _ := os.ReadFile(filepath.Join(dir, "table.json"))
	if err := json.Unmarshal(data, &man); err != nil || man.TableBytes == 0 || man.Entries < man.TableBytes/16*9/10 {
		t.Fatalf("the saved table: %v, %s; want its table_bytes and nearly full (a resume of another size must drop)", err, data)
	}
	var line string
	_, rest, status, err = signalChild(t, runMainProcess(t, "cram 6x7 --force --tt-mem 257KiB --tt-resize --dir "+dir), func(r *bufio.Reader) {
		line, _ = r.ReadString('\n')
	}, syscall.SIGTERM)
	want := fmt.Sprintf("grundy: cram: %s was saved from a table of %d bytes and read back into one of ", dir, man.TableBytes)
	if !strings.HasPrefix(line, want) || !strings.Contains(line, "were dropped") {
		t.Errorf("the resume's first line %q, want %q… were dropped", line, want)
	}
	if status != exitTerminated || !strings.Contains(rest, "the table is saved in "+dir) {
		t.Errorf("after SIGTERM: %v, status %d, stderr %q; want %d, the table saved", err, status, rest, exitTerminated)
	}
}
