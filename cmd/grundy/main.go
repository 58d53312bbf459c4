// Command grundy is a thin command line over gamelib: Grundy sequences,
// periods, figures and the counting problems of the seeds.
//
// Its flags and its --json output are a contract (shared/spec/cli.md):
// every count is a JSON string, errors are one line on stderr starting
// with "grundy: ", exit status 2 for bad usage or bad input, 1 otherwise,
// 130 when interrupted (Ctrl-C).
//
// Limits: every subcommand takes --mem-limit SIZE (default from the
// environment variable GRUNDY_MEM_LIMIT, else 8GiB), the most memory one
// table may need, and --force, which runs a computation whose estimated
// work exceeds gamelib.WorkLimit instead of refusing it. They make a
// gamelib.Limits that the command passes to the library per call in its
// context (commandContext), which Ctrl-C also cancels.
//
// Files: main.go (dispatch, signals, output lock), flags.go (parsing),
// limits.go (--mem-limit, --force, --workers/--jobs caps), errors.go (exit
// statuses), output.go, progress.go, count.go (--mod/--exact), gamearg.go
// (the GAME argument), then one file per command.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/grundylab/grundylab/gamelib"
)

// A command runs one subcommand. It writes its result to stdout and
// returns an error; a *usageError (see badInput) exits with status 2.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) error
}

// commands is filled by init functions in the files of this package, one
// file per subcommand, so that subcommands can be added independently.
var commands = map[string]command{}

func register(name, summary string, run func(args []string, stdout, stderr io.Writer) error) {
	if _, dup := commands[name]; dup {
		panic("grundy: command registered twice: " + name)
	}
	commands[name] = command{summary: summary, run: run}
}

// exitInterrupted is the exit status after Ctrl-C (SIGINT), 128 + 2 as
// shells report it; SIGTERM exits with 128 + 15, SIGHUP (a closed
// terminal, a dropped SSH session) with 128 + 1.
const (
	exitInterrupted = 130
	exitTerminated  = 143
	exitHangup      = 129
)

// stopSignals are the signals that stop a command the way Ctrl-C does
// (a search with --dir saves its table first): SIGTERM, and SIGINT and
// SIGHUP when the process did not start with them ignored (nohup grundy
// …, which must go on when the terminal closes; grundy … & in a shell
// script, whose background jobs ignore Ctrl-C, meant for the script).
// os/signal.Notify would otherwise stop ignoring them.
var stopSignals = func() []os.Signal {
	sigs := []os.Signal{syscall.SIGTERM}
	for _, s := range []os.Signal{os.Interrupt, syscall.SIGHUP} {
		if !signal.Ignored(s) {
			sigs = append(sigs, s)
		}
	}
	return sigs
}()

// signalStatus is the exit status of a command stopped by s: 128 plus
// the signal's number (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP).
func signalStatus(s os.Signal) int {
	switch s {
	case syscall.SIGTERM:
		return exitTerminated
	case syscall.SIGHUP:
		return exitHangup
	}
	return exitInterrupted
}

// firstSignalStatus is signalStatus of the first signal that stopped the
// command (0 before one came), for the commands that exit on their own
// after their context is cancelled (run).
var firstSignalStatus atomic.Int32

// stoppedStatus is the exit status of a command its context's
// cancellation stopped: that of the signal which cancelled it.
func stoppedStatus() int {
	if s := firstSignalStatus.Load(); s != 0 {
		return int(s)
	}
	return exitInterrupted
}

// noteSignal records s as the signal that stopped the command, unless
// one came before it, and returns the exit status (stoppedStatus). Every
// handler calls it before it cancels anything, so that whichever of them
// takes the first signal, the command that it stops exits with that
// signal's status: the one place the status comes from. (runSearchPartial
// kept its own, set only when its goroutine took the signal: when main's
// handler cancelled the search first, it could exit 130 for a SIGTERM.)
func noteSignal(s os.Signal) int {
	firstSignalStatus.CompareAndSwap(0, int32(signalStatus(s)))
	return stoppedStatus()
}

// repeatedHangup reports whether s, a signal after the first, is a
// SIGHUP, which the handlers do not count: a closed terminal sends two
// (the kernel one to the foreground process group, bash one to each of
// its jobs), one event, and a SIGHUP is never a user insisting (the
// second and third Ctrl-C that wait, abandon a save or exit at once).
// Counted, the second exited a checkpointed run before it saved.
func repeatedHangup(s os.Signal) bool { return s == syscall.SIGHUP }

// exitStopped ends the process with the status of the signal that
// stopped the command (stoppedStatus), for the handlers that exit on
// their own; tests replace it.
var exitStopped = func() { os.Exit(stoppedStatus()) }

func main() {
	interrupts := make(chan os.Signal, 2)
	signal.Notify(interrupts, stopSignals...)
	go onInterrupt(interrupts, os.Stderr, os.Exit)
	if signalsReady != nil {
		signalsReady()
	}
	// A closed pipe on stdout (grundy seq … | head) makes writes fail
	// with EPIPE, which run takes as the reader having had enough (exit
	// 0), instead of the runtime killing the process with SIGPIPE (141).
	signal.Ignore(syscall.SIGPIPE)
	status := run(os.Args[1:], os.Stdout, os.Stderr)
	if status == exitInterrupted || interrupted.Load() || len(interrupts) > 0 {
		// Ctrl-C came while the last output was being written, or
		// stopped the command through its context (which may hear the
		// signal before onInterrupt's channel is given it: a loaded
		// machine exited 130 with no line): onInterrupt prints its line
		// and exits with the interrupt's status. The bound only guards
		// against a handler that never runs.
		time.Sleep(10 * time.Second)
	}
	os.Exit(status)
}

// searchSaving is set while a search saves its table to a directory
// (runSearch), whose handler answers a second signal instead of
// onInterrupt (which would exit at once, throwing away the save).
var searchSaving atomic.Bool

// readingTable is set while a search reads its saved table back from
// its directory (options wraps decomp.Options.ReadProgress to set it), so
// that a signal then is answered with what it does: it stops the reading
// and the directory keeps its save as it was (nothing is saved).
var readingTable atomic.Bool

// interrupted is set by onInterrupt as soon as a signal arrives, so that
// main does not exit 0 past a pending interrupt.
var interrupted atomic.Bool

// searchPartial is set while a search that tells its partial result
// when interrupted runs (runSearchPartial), whose handler answers a
// second signal instead of onInterrupt (GNU timeout sends two at once).
var searchPartial atomic.Bool

// cancelOnSignal, when set, is called by onInterrupt when the first
// signal arrives: a search that holds outputMu (runSearchSaving,
// runSearchPartial) and missed the signal, which came before its own
// handler was installed, is cancelled by it instead of running to its
// end with the signal pending.
var cancelOnSignal atomic.Pointer[context.CancelFunc]

// signalsReady, when set (by the tests), is called once Ctrl-C is
// handled.
var signalsReady func()

// onInterrupt handles Ctrl-C (and SIGTERM, SIGHUP): it waits until the output
// being written is complete (stdout is written fully or not at all; see
// outputWriter), clears the progress line, prints one error line and
// exits with status 130 (143 for SIGTERM, 129 for SIGHUP). A second signal while waiting
// (stdout blocked) exits at once, except a SIGHUP (repeatedHangup: a
// closed terminal sends two) and while a search saves its table
// (searchSaving) or tells its partial result (searchPartial), whose own
// handler answers it. A command with its own handler (sweep)
// holds the output (holdOutput), so that this one leaves it the signal.
func onInterrupt(sig <-chan os.Signal, stderr io.Writer, exit func(int)) {
	s := <-sig
	interrupted.Store(true)
	status := noteSignal(s) // before the cancel: its search exits with it
	if cancel := cancelOnSignal.Load(); cancel != nil {
		(*cancel)()
	}
	go func() {
		for s := range sig {
			if repeatedHangup(s) {
				continue
			}
			if searchSaving.Load() || searchPartial.Load() {
				// A search is saving its table (runSearch): its own
				// handler answers, and exits when the table is saved
				// or the save abandoned.
				continue
			}
			exit(status)
		}
	}()
	outputMu.Lock()
	clearProgress()
	fmt.Fprintln(stderr, "grundy: interrupted")
	exit(status)
}

// outputMu is held while stdout is written, so that an interrupt never
// cuts the output short: for each Write, or from holdOutput to the end
// of the command for output made of many writes (a streamed sequence).
var outputMu sync.Mutex

// outputWriter is the stdout given to commands. Each Write holds
// outputMu, so that one Write (a JSON object, a JSON line) is never cut;
// after hold, outputMu stays held until run releases it when the command
// is done.
type outputWriter struct {
	w    io.Writer
	held bool
}

func (o *outputWriter) Write(p []byte) (int, error) {
	if o.held {
		return o.w.Write(p)
	}
	outputMu.Lock()
	defer outputMu.Unlock()
	return o.w.Write(p)
}

func (o *outputWriter) hold() {
	if !o.held {
		outputMu.Lock()
		o.held = true
	}
}

func (o *outputWriter) release() {
	if o.held {
		o.held = false
		outputMu.Unlock()
	}
}

// holdOutput makes the rest of a command's output to w (the stdout run
// gave it) one piece that an interrupt waits for: for output written in
// many pieces that must not be cut, such as a streamed JSON document.
func holdOutput(w io.Writer) {
	if o, ok := w.(*outputWriter); ok {
		o.hold()
	}
}

// cmdCtx is the context of the command being run: cancelled on Ctrl-C.
var (
	cmdCtxMu sync.Mutex
	cmdCtx   context.Context = context.Background()
)

// runContext returns the context of the command being run.
func runContext() context.Context {
	cmdCtxMu.Lock()
	defer cmdCtxMu.Unlock()
	return cmdCtx
}

// run executes the command line args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) (status int) {
	out := &outputWriter{w: stdout}
	defer out.release()
	defer clearProgress()
	// Ctrl-C, SIGTERM or SIGHUP cancels the command's context
	// (commandContext), after recording its exit status (stoppedStatus);
	// the handler of main still ends a command that does not watch it.
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, stopSignals...)
	defer signal.Stop(sigs)
	go func() {
		select {
		case s := <-sigs:
			noteSignal(s)
			stop()
		case <-ctx.Done():
		}
	}()
	cmdCtxMu.Lock()
	cmdCtx = ctx
	cmdCtxMu.Unlock()
	defer func() { // the command's limits (recordLimits) end with it
		cmdCtxMu.Lock()
		cmdCtx = context.Background()
		cmdCtxMu.Unlock()
	}()
	defer func() {
		// A panic is a bug, but the contract promises no Go trace.
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "grundy: internal error: %v\n", r)
			status = 1
		}
	}()
	if len(args) == 0 {
		fmt.Fprintln(stderr, "grundy: missing command (run 'grundy help' for the list)")
		return 2
	}
	if args[0] == "help" && len(args) > 1 && !slices.Contains([]string{"help", "-h", "--help"}, args[1]) {
		if len(args) > 2 {
			fmt.Fprintf(stderr, "grundy: help: unexpected argument %q (grundy help COMMAND)\n", args[2])
			return 2
		}
		return commandHelp(args[1], out, stderr)
	}
	if args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		if err := usage(out); err != nil && !errors.Is(err, syscall.EPIPE) {
			fmt.Fprintf(stderr, "grundy: writing the help: %s\n", oneLine(err.Error()))
			return 1
		}
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "grundy: unknown command %q (run 'grundy help')\n", args[0])
		return 2
	}
	if err := cmd.run(args[1:], out, stderr); err != nil {
		if ctx.Err() != nil && errors.Is(err, context.Canceled) {
			// Ctrl-C stopped the command through its context: main's
			// handler prints the one line and exits with the status.
			return exitInterrupted
		}
		if errors.Is(err, errHelp) || errors.Is(err, syscall.EPIPE) {
			// The reader of stdout closed it (… | head): it has what it
			// wanted, as with yes | head under a shell that ignores
			// SIGPIPE. Nothing more to say, and no failure.
			return 0
		}
		clearProgress()
		fmt.Fprintf(stderr, "grundy: %s\n", namedBy(args[0], oneLine(err.Error())))
		if isUsage(err) {
			return 2
		}
		return 1
	}
	return 0
}

// namedBy returns msg, an error of the command name, beginning with the
// name: "seq: n must be non-negative, got -1" for "n must be …", and
// "seq: octal: octal:0.77 values: …" for a library's error, so that every
// error line says which command it is of; a message that already begins
// with the name ("table cram at 5×9: …", "seq: …") is left as it is.
func namedBy(name, msg string) string {
	if strings.HasPrefix(msg, name+":") || strings.HasPrefix(msg, name+" ") {
		return msg
	}
	return name + ": " + msg
}

// commandHelp is grundy help CMD: the command's line and its flags (what
// grundy CMD --help prints on stderr) on stdout, exit 0; an unknown
// command is bad usage, exit 2.
func commandHelp(name string, stdout, stderr io.Writer) int {
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "grundy: help: unknown command %q (run 'grundy help' for the list)\n", name)
		return 2
	}
	var flags strings.Builder
	if err := cmd.run([]string{"--help"}, io.Discard, &flags); err != nil && !errors.Is(err, errHelp) {
		fmt.Fprintf(stderr, "grundy: help %s: %s\n", name, oneLine(err.Error()))
		return 1
	}
	help := flags.String()
	if head := helpHead(name); !strings.HasPrefix(help, head) {
		help = head + help // a command whose --help printed its flags alone
	}
	_, err := io.WriteString(stdout, help)
	if err != nil && !errors.Is(err, syscall.EPIPE) {
		fmt.Fprintf(stderr, "grundy: writing the help: %s\n", oneLine(err.Error()))
		return 1
	}
	return 0
}

// usage writes the list of commands and the flags they share.
func usage(w io.Writer) error {
	var b strings.Builder
	b.WriteString("usage: grundy COMMAND [flags]; grundy help COMMAND (or grundy COMMAND --help) lists its flags\n\ncommands:\n")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(&b, "  %-10s %s\n", name, commands[name].summary)
	}
	fmt.Fprintf(&b, `
flags of every command:
  --mem-limit SIZE  the most memory one table may need, e.g. 2GiB, 512MiB, 1e9
                    (default: $%s, else 8GiB); larger tables are refused;
                    as --tt-mem's SIZE: K, M, G, T, Ki, Mi, Gi, Ti and KiB,
                    MiB, GiB, TiB are binary (1G = 1GiB), kB, MB, GB, TB
                    decimal (1GB = 10^9), in any case
  --force           run a computation whose estimated work exceeds the work
                    limit (%.0g steps, about 100 s) instead of refusing it
  --definition      (seq, period, plot) compute the values from the game's
                    definition, not from a proven law (Lasker's Nim, split:K
                    for K >= 4); period --definition certifies by the same
                    theorem and gives the same verdict

progress: on a terminal, long work redraws one line on stderr: the share
done and a time left; the searches (cram, nodekayles, arckayles, and
chomp with --dir) show the root's test "nimber k?" running, its options
answered, the nodes and their rate, and an estimated time left for that
test alone (chomp's default, the table of its box, shows the share of
the box done); elsewhere
(a log, nohup, a batch job) %[3]s=1m prints the same as a
line with the UTC time every minute (any duration of at least 1s)

exit status: 0 success (also when the reader of stdout closes it early,
as in grundy seq ... | head), 2 bad usage or bad input (also a refused
size or estimated work, a malformed $%[1]s or
$%[3]s, --workers or --jobs above 4 a core, a --dir in use by
another run or search, a search's --save-every without --dir), 1 any
other failure (also a failed write to stdout, e.g. /dev/full), 130
interrupted (Ctrl-C; 143 for SIGTERM, 129 for SIGHUP, each stopping
the command the same way):
output is written fully or not at all (a JSON object, a streamed
sequence, each line of a sweep). A search with --dir saves its table
first: a second signal then only says to wait, a third abandons the
save, DIR keeping its last whole one. An interrupted family of graphs
(nodekayles, arckayles --family) tells the values it found on that
stderr line.
`, memLimitEnv, float64(gamelib.DefaultWorkLimit), progressEveryEnv)
	_, err := io.WriteString(w, b.String())
	return err
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}
