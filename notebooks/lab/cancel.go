package lab

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"
)

// ErrInterrupted is the cause of Context's cancellation (context.Cause):
// the cell was interrupted.
var ErrInterrupted = errors.New("lab: the cell was interrupted (Stop or Kernel → Interrupt)")

// interruptGrace is how long a cell's program lives on after an
// interrupt, for the computation to return and the cell to show its
// error, before it exits with exitInterrupted (GoNB would kill it at 5 s).
const interruptGrace = 2 * time.Second

// exitInterrupted is the exit status of a program ended by an interrupt
// that it did not finish within interruptGrace: 128 + SIGINT, as a shell
// reports it.
const exitInterrupted = 130

// cell holds the context of Context, made by its first call.
var cell struct {
	sync.Mutex
	ctx context.Context
}

// Context returns the context of the running cell: it is cancelled when
// the cell is interrupted. GoNB runs each cell as a program of its own,
// and the notebook's Stop button (Kernel → Interrupt) makes it send that
// program an interrupt (SIGINT, os.Interrupt), then kill it five seconds
// later (github.com/janpfeifer/gonb v0.11.5, internal/jpyexec: the
// kernel's interrupt subscribers call cmd.Process.Signal(os.Interrupt),
// then cmd.Process.Kill() after WaitToKill = 5 s).
//
// The first call installs the handler: from then on the program's first
// interrupt cancels the context (with cause ErrInterrupted), so that a
// computation given it (heap.ValuesContext(lab.Context(), …), the
// …Context forms of every gamelib package; see gamelib's "Limits and
// cancellation per call") stops within a fraction of a second and returns
// an error wrapping context.Canceled, and the cell ends with that error
// shown instead of being killed (lab's own functions' errors then wrap
// ErrInterrupted too and say so: "lab: Explore: the cell was interrupted
// (Stop or Kernel → Interrupt): context canceled; …"); a second interrupt kills the program at
// once, as without the handler, and a program still running two seconds
// after the interrupt (a computation that does not take the context)
// exits with status 130, sooner than GoNB's kill. Explore, Analyze and Compare compute
// under it, and Cached stores nothing computed after it is cancelled.
//
// Limits for one computation are added with gamelib.WithLimits:
//
//	ctx := gamelib.WithLimits(lab.Context(), gamelib.Limits{Memory: 1 << 30})
func Context() context.Context {
	cell.Lock()
	defer cell.Unlock()
	if cell.ctx == nil {
		ctx, cancel := context.WithCancelCause(context.Background())
		c := make(chan os.Signal, 1)
		signal.Notify(c, os.Interrupt)
		go func() {
			<-c
			signal.Reset(os.Interrupt) // a second interrupt kills at once
			cancel(ErrInterrupted)
			// A computation that does not take the context would run
			// on until GoNB kills the program: end it sooner.
			time.Sleep(interruptGrace)
			os.Exit(exitInterrupted)
		}()
		cell.ctx = ctx
	}
	return cell.ctx
}

// Interrupted reports whether the cell has been interrupted (Context is
// done). It installs no handler: before the first call of Context it is
// false.
func Interrupted() bool {
	cell.Lock()
	ctx := cell.ctx
	cell.Unlock()
	return ctx != nil && ctx.Err() != nil
}

// interruption returns err, an error of a computation under ctx, saying
// why ctx was cancelled when that is its cause: err wraps
// context.Canceled (or context.DeadlineExceeded) and ctx has a cause of
// its own (context.Cause; Context's is ErrInterrupted), which err does
// not wrap yet. The error wraps both, the cause's text first: "the cell
// was interrupted (Stop or Kernel → Interrupt): context canceled; the
// nimbers of …" (a table's or family's values found follow as before),
// or "interrupted (CAUSE): …". Any other err is returned as it is.
func interruption(ctx context.Context, err error) error {
	if err == nil || ctx == nil || !(errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
		return err
	}
	cause := context.Cause(ctx)
	if cause == nil || cause == ctx.Err() || errors.Is(err, cause) {
		return err
	}
	return &interruptedError{cause, err}
}

// interruptedError is an error err of a computation stopped by its
// context's cancellation, with the cancellation's cause.
type interruptedError struct{ cause, err error }

func (e *interruptedError) Error() string {
	if e.cause == ErrInterrupted {
		return strings.TrimPrefix(e.cause.Error(), "lab: ") + ": " + e.err.Error()
	}
	return fmt.Sprintf("interrupted (%v): %v", e.cause, e.err)
}

func (e *interruptedError) Unwrap() []error { return []error{e.cause, e.err} }
