// Command grundy is a thin command line over gamelib: Grundy sequences,
// periods, figures and the counting problems of the seeds.
//
// Its flags and its --json output are a contract (shared/spec/cli.md):
// every count is a JSON string, errors are one line on stderr starting
// with "grundy: ", exit status 2 for bad usage or bad input, 1 otherwise.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
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

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command line args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) (status int) {
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
	if args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stdout)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "grundy: unknown command %q (run 'grundy help')\n", args[0])
		return 2
	}
	if err := cmd.run(args[1:], stdout, stderr); err != nil {
		if err == errHelp {
			return 0
		}
		fmt.Fprintf(stderr, "grundy: %s\n", oneLine(err.Error()))
		if isUsage(err) {
			return 2
		}
		return 1
	}
	return 0
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: grundy COMMAND [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-10s %s\n", name, commands[name].summary)
	}
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}
