package lab

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// A RuleError is a panic in user code that lab called (the function of a
// heap.Func rule), turned into an error: the panic's value, and the line
// of the user's code where it happened, as its text (a notebook cell's
// line numbers are not those of the program GoNB compiles, but the text
// is the user's own).
type RuleError struct {
	Rule  string // the rule's name
	Panic any    // the value passed to panic (a runtime.Error for a bad index)
	Func  string // the function the panic happened in, without its package ("squareMoves"), or ""
	Line  string // the text of that line, trimmed, or ""
}

func (e *RuleError) Error() string {
	s := fmt.Sprintf("the rule %q panicked: %v", e.Rule, e.Panic)
	switch {
	case e.Line != "" && e.Func != "":
		s += fmt.Sprintf("\n  in %s, at the line  %s", e.Func, e.Line)
	case e.Line != "":
		s += fmt.Sprintf("\n  at the line  %s", e.Line)
	}
	return s
}

// recoverRule, deferred by a function that calls user code, turns a panic
// into a *RuleError in *err (wrapped with the lab function's name); the
// goroutine trace with its file paths is not shown.
func recoverRule(rule string, err *error) {
	r := recover()
	if r == nil {
		return
	}
	re := &RuleError{Rule: rule, Panic: r}
	re.Func, re.Line = userFrame()
	*err = fmt.Errorf("lab: Explore %s: %w", rule, re)
}

// libraryDirs are the directories of the module's library code: a frame
// there is not the user's.
var libraryDirs = func() []string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return nil
	}
	root := filepath.Dir(filepath.Dir(filepath.Dir(file))) // …/notebooks/lab/usercode.go
	return []string{
		filepath.Join(root, "gamelib") + string(filepath.Separator),
		filepath.Join(root, "plots") + string(filepath.Separator),
		filepath.Join(root, "notebooks", "lab") + string(filepath.Separator),
	}
}()

// userFrame returns the function and the source text of the innermost
// frame of the panicking goroutine that is neither the runtime's nor the
// library's (test files count as user code). Called from a deferred
// function during a panic, the stack still holds the panicking frames.
func userFrame() (fn, line string) {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if f.File != "" && !strings.HasPrefix(f.Function, "runtime.") && !isLibrary(f.File) {
			return shortFunc(f.Function), sourceLine(f.File, f.Line)
		}
		if !more {
			return "", ""
		}
	}
}

func isLibrary(file string) bool {
	if strings.HasSuffix(file, "_test.go") {
		return false
	}
	for _, d := range libraryDirs {
		if strings.HasPrefix(file, d) {
			return true
		}
	}
	return false
}

// shortFunc drops the package path of a function name, and returns "" for
// an anonymous function ("main.main.func1"), whose name says nothing.
func shortFunc(name string) string {
	name = name[strings.LastIndex(name, "/")+1:]
	if i := strings.Index(name, "."); i >= 0 {
		name = name[i+1:]
	}
	if strings.Contains(name, ".func") || name == "main" {
		return ""
	}
	return name
}

// sourceLine returns line n of file, trimmed, or "" when it cannot be read.
func sourceLine(file string, n int) string {
	f, err := os.Open(file)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for i := 1; sc.Scan(); i++ {
		if i == n {
			return strings.TrimSpace(sc.Text())
		}
	}
	return ""
}
