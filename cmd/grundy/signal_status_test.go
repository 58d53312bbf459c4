package main

import (
	"context"
	"io"
	"os"
	"syscall"
	"testing"
)

// stoppedExit replaces exitStopped for a test: it panics with the status
// the process would exit with, which catchExit recovers.
type stoppedExit struct{ status int }

func fakeExitStopped(t *testing.T) {
	t.Helper()
	old := exitStopped
	exitStopped = func() { panic(stoppedExit{stoppedStatus()}) }
	t.Cleanup(func() {
		exitStopped = old
		firstSignalStatus.Store(0)
		interrupted.Store(false)
	})
	firstSignalStatus.Store(0)
}

// catchExit runs f and returns the status exitStopped was called with
// (-1 when it was not).
func catchExit(f func()) (status int) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(stoppedExit)
			if !ok {
				panic(r)
			}
			status = e.status
		}
	}()
	f()
	return -1
}

// TestSearchPartialStatusFromFirstSignal: a family stopped by a SIGTERM
// that main's handler took first (it cancels the search through
// cancelOnSignal) exits 143, the status of that signal, as main's
// handler does: runSearchPartial kept a status of its own, set only when
// its goroutine took the signal, and exited 130 when the search returned
// before it did (here it never does: no real signal is sent).
func TestSearchPartialStatusFromFirstSignal(t *testing.T) {
	fakeExitStopped(t)
	mainSig := make(chan os.Signal, 1)
	mainExit := make(chan int, 2)
	go onInterrupt(mainSig, io.Discard, func(s int) { mainExit <- s })
	defer close(mainSig)
	status := catchExit(func() {
		runSearchPartial("nodekayles", io.Discard, func(ctx context.Context) error {
			mainSig <- syscall.SIGTERM // main's handler takes it and cancels
			<-ctx.Done()
			return ctx.Err()
		}, func(bool) string { return "the values of n = 0 … 3: 0 1 1 2" })
	})
	outputMu.Unlock() // held by the stopped search for its line and exit
	if status != exitTerminated {
		t.Errorf("runSearchPartial exited %d, want %d (SIGTERM's)", status, exitTerminated)
	}
	if s := <-mainExit; s != exitTerminated {
		t.Errorf("main's handler exited %d, want %d", s, exitTerminated)
	}
	// Its exit returned, with outputMu held for its line: the other
	// tests write output.
	outputMu.Unlock()
}
