package main

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/sizetable"
)

// TestInterruptTable: Ctrl-C (or SIGTERM) sent to a grundy table whose
// first cells are done and whose last cell (Cram's 4×11, some 30 s)
// runs exits 130 (143) with nothing on stdout and one line on stderr
// that gives the cell being computed and every cell computed before it,
// row by row with the rows' heads, equal to the whole table's. The
// signal is sent once the child's progress ($GRUNDY_PROGRESS_EVERY)
// shows 1% (the first cells are far less), not after a time.
func TestInterruptTable(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	// The table's cells but 4×11: the rows 1 to 3 of 3×11, the row 4 of
	// 4×10.
	var want [][]int
	for _, s := range []sizetable.Spec{{Game: "cram", Rows: 3, Cols: 11}, {Game: "cram", Rows: 4, Cols: 10}} {
		tab, err := sizetable.Compute(context.Background(), s, &decomp.Options{TTMem: 8 << 20}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, tab.Values[len(want):]...)
	}
	line := regexp.MustCompile(`^grundy: table: interrupted; cram 4x11 at (\d+)×(\d+); the nimbers of 1×1(?: … (\d+)×(\d+))?, row by row \(rows m from 1, columns n from 1\): (.*)\n$`)
	progress := regexp.MustCompile(`^grundy: progress [^ ]+: table cram 4x11: +(\d+)%`)
	for _, c := range []struct {
		sig    os.Signal
		status int
	}{{os.Interrupt, exitInterrupted}, {syscall.SIGTERM, exitTerminated}} {
		cmd := runMainProcess(t, "table cram 4x11")
		cmd.Env = append(cmd.Env, progressEveryEnv+"=1s")
		stdout, rest, status, err := signalOnProgress(t, cmd, func(l string) bool {
			m := progress.FindStringSubmatch(l)
			pct := 0
			if m != nil {
				pct, _ = strconv.Atoi(m[1])
			}
			return pct >= 1
		}, c.sig)
		last := lastAfterProgress(t, rest, progress, c.sig)
		m := line.FindStringSubmatch(last)
		if status != c.status || stdout != "" || m == nil {
			t.Fatalf("after %v: %v, status %d, stdout %q, stderr %q", c.sig, err, status, stdout, rest)
		}
		// The cell computed when the signal came, the one after the last
		// done (1×1 alone names no last).
		atR, _ := strconv.Atoi(m[1])
		atC, _ := strconv.Atoi(m[2])
		lastR, lastC := 1, 1
		if m[3] != "" {
			lastR, _ = strconv.Atoi(m[3])
			lastC, _ = strconv.Atoi(m[4])
		}
		if next := (lastR-1)*11 + lastC; next != (atR-1)*11+atC-1 {
			t.Errorf("after %v: at %d×%d, last done %d×%d", c.sig, atR, atC, lastR, lastC)
		}
		t.Logf("after %v: at %d×%d", c.sig, atR, atC)
		rows := strings.Split(m[5], "; ")
		if len(rows) != lastR {
			t.Fatalf("after %v: %d rows for the cells to %d×%d: %q", c.sig, len(rows), lastR, lastC, m[5])
		}
		for i, row := range rows {
			n := 11 // a row done, or the last to lastC
			if i+1 == lastR {
				n = lastC
			}
			if i == 3 && n == 11 {
				t.Fatalf("after %v: 4×11 done", c.sig)
			}
			if got, w := row, strconv.Itoa(i+1)+": "+joinInts(want[i][:n]); got != w {
				t.Errorf("after %v: row %q, want %q", c.sig, got, w)
			}
		}
	}
}

// signalOnProgress starts cmd (runMainProcess), waits for the child's
// "ready" line, then reads its stderr line by line until ready(line),
// sends sig and waits for it to end (signalChild).
func signalOnProgress(t *testing.T, cmd *exec.Cmd, ready func(line string) bool, sig os.Signal) (stdout, stderr string, status int, err error) {
	t.Helper()
	return signalChild(t, cmd, func(r *bufio.Reader) {
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("child ended before it was ready: %q, %v", line, err)
			}
			if ready(line) {
				return
			}
		}
	}, sig)
}

// TestTablePartial: the interrupted table's line names the cell being
// computed and gives the cells before it, row by row under the rows'
// own heads (a row cut short holds its first cells), or says that none
// was; a table not cut short, or none, adds nothing.
func TestTablePartial(t *testing.T) {
	table := func(game string, rows, cols, computed int) *sizetable.Table {
		tab, err := sizetable.Describe(sizetable.Spec{Game: game, Rows: rows, Cols: cols})
		if err != nil {
			t.Fatal(err)
		}
		r, c := tab.Size()
		for i := range r {
			row := make([]int, c)
			for j := range row {
				row[j] = sizetable.NotComputed
				if i*c+j < computed {
					row[j] = 10*i + j
				}
			}
			tab.Values = append(tab.Values, row)
		}
		tab.Computed = computed
		return tab
	}
	for _, tc := range []struct {
		tab    *sizetable.Table
		extent string
		want   string
	}{
		{table("cram", 3, 4, 6), "3x4", "cram 3x4 at 2×3; the nimbers of 1×1 … 2×2, row by row (rows m from 1, columns n from 1): 1: 0 1 2 3; 2: 10 11"},
		{table("cram:wins", 3, 4, 8), "3x4", "cram:wins 3x4 at 3×1; the winning first moves of 1×1 … 2×4, row by row (rows m from 1, columns n from 1): 1: 0 1 2 3; 2: 10 11 12 13"},
		{table("nodekayles:paths", 1, 5, 8), "1x5", "nodekayles:paths 1x5 at C_2; the nimbers of P_0 … C_1, row by row (rows P_n, C_n, n from 0): P_n: 0 1 2 3 4 5; C_n: 10 11"},
		{table("chomp", 2, 2, 1), "2x2", "chomp 2x2 at 1×2; the nimbers of 1×1, row by row (rows R from 1, columns C from 1): 1: 0"},
		{table("cram", 2, 2, 0), "2x2", "cram 2x2 at 1×1, no cell computed"},
		{table("cram", 2, 2, 4), "2x2", ""},
		{nil, "2x2", ""},
	} {
		if got := tablePartial(tc.tab, tc.extent, true); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
		// After a cell's error, which names the cell, only the cells
		// computed before it.
		want := ""
		if _, cut, ok := strings.Cut(tc.want, "; "); ok {
			want = cut
		}
		if got := tablePartial(tc.tab, tc.extent, false); got != want {
			t.Errorf("after an error: %q, want %q", got, want)
		}
	}
}

// TestSearchPartialError: a search that fails other than by a signal
// returns its error, its kind kept, with what it had found appended;
// nothing is appended when it had found nothing.
func TestSearchPartialError(t *testing.T) {
	errCell := errors.New("table cram at 5×9: no memory left")
	for _, found := range []string{"the nimbers of 1×1 … 5×8", ""} {
		var asked []bool
		err := runSearchPartial("table", io.Discard, func(context.Context) error { return errCell }, func(interrupted bool) string {
			asked = append(asked, interrupted)
			return found
		})
		want := "table cram at 5×9: no memory left" // begins with the command: no prefix added
		if found != "" {
			want += "; " + found
		}
		if !errors.Is(err, errCell) || err.Error() != want {
			t.Errorf("%v, want %q wrapping the cell's error", err, want)
		}
		if len(asked) != 1 || asked[0] {
			t.Errorf("partial asked %v, want once with interrupted false", asked)
		}
	}
	if err := runSearchPartial("table", io.Discard, func(context.Context) error { return nil }, func(bool) string {
		t.Error("partial asked after a search that succeeded")
		return ""
	}); err != nil {
		t.Error(err)
	}
}
