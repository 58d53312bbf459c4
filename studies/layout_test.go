package studies_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/grundylab/grundylab"

// imports returns, for every package of the module below the module root,
// the module packages its non-test files import.
func imports(t *testing.T) map[string][]string {
	t.Helper()
	deps := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != ".." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel("..", filepath.Dir(p))
		if err != nil {
			return err
		}
		pkg := path.Join(module, filepath.ToSlash(rel))
		if _, ok := deps[pkg]; !ok {
			deps[pkg] = nil
		}
		for _, imp := range f.Imports {
			q, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return err
			}
			if (q == module || strings.HasPrefix(q, module+"/")) && !slices.Contains(deps[pkg], q) {
				deps[pkg] = append(deps[pkg], q)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return deps
}

// closure returns every module package pkg depends on, itself excluded.
func closure(deps map[string][]string, pkg string) map[string]bool {
	seen := map[string]bool{}
	stack := slices.Clone(deps[pkg])
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !seen[q] {
			seen[q] = true
			stack = append(stack, deps[q]...)
		}
	}
	return seen
}

// TestLayout checks the layout the package doc describes: no engine
// (gamelib and below) depends on a study, on plots or on the notebooks,
// and partition, pure counting, does not depend on heap.
func TestLayout(t *testing.T) {
	deps := imports(t)
	engines := 0
	for pkg := range deps {
		if pkg != module+"/gamelib" && !strings.HasPrefix(pkg, module+"/gamelib/") {
			continue
		}
		engines++
		for q := range closure(deps, pkg) {
			for _, not := range []string{"/studies", "/plots", "/notebooks", "/cmd"} {
				if q == module+not || strings.HasPrefix(q, module+not+"/") {
					t.Errorf("engine %s depends on %s", pkg, q)
				}
			}
		}
	}
	if engines < 6 {
		t.Fatalf("found %d engine packages under gamelib, want at least 6 (is the module root ..?)", engines)
	}
	if closure(deps, module+"/gamelib/partition")[module+"/gamelib/heap"] {
		t.Error("gamelib/partition depends on gamelib/heap")
	}
	for _, s := range []string{"splitting", "thuemorse", "moore"} {
		if _, ok := deps[module+"/studies/"+s]; !ok {
			t.Errorf("study studies/%s not found", s)
		}
	}
}
