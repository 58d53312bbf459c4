package lab_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/janpfeifer/gonb/cache"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/notebooks/lab"
)

// helperEnv selects the helper mode of TestInterrupt's subprocess.
const helperEnv = "GRUNDYLAB_INTERRUPT_HELPER"

// Exit codes of the helper.
const (
	exitCancelled = 3 // the computation returned an error wrapping context.Canceled
	exitOther     = 4
)

// TestInterruptHelper is the cell program of TestInterrupt: it runs a
// long computation through Cached and lab.Context, says "started" on
// stdout once it is under way, and exits with exitCancelled when it
// returns an error wrapping context.Canceled.
func TestInterruptHelper(t *testing.T) {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("the subprocess of TestInterrupt")
	}
	lab.NoSync()
	s, err := cache.New(os.Getenv("GRUNDYLAB_INTERRUPT_DIR"))
	if err != nil {
		fmt.Println(err)
		os.Exit(exitOther)
	}
	lab.UseStorage(s)
	started := false
	say := func() {
		if !started {
			started = true
			fmt.Println("started")
		}
	}
	// Nim written as a Func: about 10¹⁰ steps to heap 10⁵, within the
	// work limit and minutes long.
	nim := heap.Func("nim", func(n int) (opts [][]int) {
		for m := range n {
			opts = append(opts, []int{m})
		}
		return opts
	})
	if mode == "cram" { // a Cram table, searched by the decomp engine
		lab.Context()
		say()
		_, _, err := lab.AnalyzeBoard(lab.BoardTable{Game: "cram", Rows: 5, Cols: 7}, nil)
		fmt.Println(err)
		if errors.Is(err, context.Canceled) {
			os.Exit(exitCancelled)
		}
		os.Exit(exitOther)
	}
	var compute func(p gamelib.Progress) (gamelib.Sequence, error)
	switch mode {
	case "context":
		compute = func(p gamelib.Progress) (gamelib.Sequence, error) {
			return heap.PlainValuesContext(lab.Context(), nim, 100000, func(done, total int64) { say() })
		}
	case "board": // Explore's board path (AnalyzeBoard), under lab.Context
		compute = func(p gamelib.Progress) (gamelib.Sequence, error) {
			g, err := graphs.Grid(7, 7) // Node Kayles on 49 vertices: far beyond seconds
			if err != nil {
				return nil, err
			}
			lab.Context() // the handler, before the test interrupts
			say()
			_, _, err = lab.AnalyzeBoard(g, nil)
			return nil, err
		}
	case "stuck": // one that never returns
		lab.Context()
		compute = func(p gamelib.Progress) (gamelib.Sequence, error) {
			say()
			for {
				time.Sleep(time.Millisecond)
			}
		}
	case "ignore": // a computation that does not take the context
		lab.Context()
		compute = func(p gamelib.Progress) (gamelib.Sequence, error) {
			say()
			for !lab.Interrupted() {
				time.Sleep(time.Millisecond)
			}
			return gamelib.Sequence{0, 1}, nil
		}
	}
	_, err = lab.Cached("interrupted "+mode, compute, 1)
	fmt.Println(err)
	if errors.Is(err, context.Canceled) || (mode == "ignore" && err == nil) {
		os.Exit(exitCancelled)
	}
	os.Exit(exitOther)
}

// TestInterrupt runs the helper as GoNB runs a cell (mode "board":
// Explore's boards, which computed under context.Background() before), interrupts it as
// GoNB does for the notebook's Stop button (SIGINT; GoNB kills the
// program 5 s later), and checks that the computation stops with
// context.Canceled well before that, and that nothing is cached.
func TestInterrupt(t *testing.T) {
	if os.Getenv(helperEnv) != "" {
		t.Skip()
	}
	for _, mode := range []string{"context", "board", "ignore", "stuck", "cram"} {
		t.Run(mode, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptHelper$")
			cmd.Env = append(os.Environ(), helperEnv+"="+mode, "GRUNDYLAB_INTERRUPT_DIR="+dir, lab.NoCacheEnv+"=")
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			lines := bufio.NewScanner(out)
			if !lines.Scan() || lines.Text() != "started" {
				cmd.Process.Kill()
				t.Fatalf("helper said %q, want started", lines.Text())
			}
			if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			var last string
			go func() {
				for lines.Scan() {
					last = lines.Text()
				}
				done <- cmd.Wait()
			}()
			select {
			case err = <-done:
			case <-time.After(4 * time.Second): // GoNB kills it at 5 s
				cmd.Process.Kill()
				<-done
				t.Fatal("the interrupted computation did not stop before GoNB would kill it")
			}
			want := exitCancelled
			if mode == "stuck" {
				want = 130 // ended 2 s after the interrupt
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != want {
				t.Fatalf("helper: %v (last line %q), want exit %d", err, last, want)
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				t.Errorf("cache entry %s written by an interrupted computation", e.Name())
			}
		})
	}
}
