package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoNotebookDeps checks that the command line does not link the
// notebook UI: no package of GoNB (gonbui and its dependencies) is among
// the dependencies of cmd/grundy. Showing things in a notebook belongs to
// notebooks/lab, which the library and the CLI never import.
func TestNoNotebookDeps(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	out, err := exec.Command(gobin, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps .: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 || !strings.Contains(string(out), "github.com/grundylab/grundylab/gamelib") {
		t.Fatalf("go list -deps . listed %d packages, without gamelib: %q", len(deps), out)
	}
	for _, d := range deps {
		if strings.Contains(d, "janpfeifer/gonb") || strings.HasSuffix(d, "/notebooks/lab") || strings.Contains(d, "/notebooks/") {
			t.Errorf("cmd/grundy depends on the notebook package %s", d)
		}
	}
}
