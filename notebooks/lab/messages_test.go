package lab

import (
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// TestFamilyWithoutN: a family of graphs named without its last index N
// is told so, with the syntax, not read as a malformed graph6 or an
// unknown family (the probe of 6 December 2026: "nodekayles:path" gave
// `malformed graph6 "path": order 49 needs 196 bytes`, and
// "nodekayles:grid:3" `unknown family "grid"`).
func TestFamilyWithoutN(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"nodekayles:path", "the family path needs its last index N after it, nodekayles:path:N (e.g. nodekayles:path:8"},
		{"arckayles:comb", "arckayles:comb:N (e.g. arckayles:comb:8"},
		{"nodekayles:grid:3", "the family grid:3 needs its last index N after it, nodekayles:grid:3:N (e.g. nodekayles:grid:3:8"},
		{"nodekayles:grid", "the family grid:R takes R and then its last index N, nodekayles:grid:R:N (e.g. nodekayles:grid:3:8)"},
		{"arckayles:petersen", "arckayles:petersen:K:N (e.g. arckayles:petersen:2:8)"},
		{"nodekayles:petersen:2", "nodekayles:petersen:2:N (e.g. nodekayles:petersen:2:8, the graphs of index 5 … 8)"},
		{"nodekayles:hypercube", "nodekayles:hypercube:6, the graphs of index 0 … 6"}, // Q_n for n ≤ 6 only
	} {
		_, err := ParseBoard(tc.name)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "graph6") || strings.Contains(err.Error(), "unknown family") {
			t.Errorf("ParseBoard(%q): %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	// The example each error gives is read.
	for _, ok := range []string{"nodekayles:path:8", "nodekayles:grid:3:12", "arckayles:petersen:2:20", "nodekayles:hypercube:6", "nodekayles:grid:3:8"} {
		if _, err := ParseBoard(ok); err != nil {
			t.Errorf("ParseBoard(%q): %v", ok, err)
		}
	}
	// The grid's hint names the table of every grid, for Node Kayles.
	if _, err := ParseBoard("nodekayles:grid"); err == nil || !strings.Contains(err.Error(), `lab.BoardTable{Game: "nodekayles:grid"`) {
		t.Errorf("nodekayles:grid: %v, want the BoardTable named", err)
	}
	// Other mistakes keep their messages: a malformed graph6, an unknown
	// family.
	if _, err := ParseBoard("nodekayles:pathx"); err == nil || !strings.Contains(err.Error(), "graph6") {
		t.Errorf("nodekayles:pathx: %v, want a graph6 error", err)
	}
	if _, err := ParseBoard("nodekayles:foo:3"); err == nil || !strings.Contains(err.Error(), `unknown family "foo"`) {
		t.Errorf("nodekayles:foo:3: %v, want unknown family", err)
	}
}

// TestFamilyParamRange: a family's parameter out of range is told its
// range (graphs.ParseFamily's error), not the syntax the name already
// follows (the probe of 6 December 2026: "nodekayles:grid:65:1" was
// answered "the family grid:R takes R and then its last index N").
func TestFamilyParamRange(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"nodekayles:grid:65:1", "the rows R of grid:R must be an integer in 1..64"},
		{"nodekayles:grid:0:5", "the rows R of grid:R must be an integer in 1..64"},
		{"nodekayles:petersen:0:5", "K of petersen:K must be an integer in 1..15"},
		{"arckayles:pathplus:0:5", "K of pathplus:K must be an integer in 1..63"},
		{"nodekayles:grid:x:5", "the rows R of grid:R must be an integer in 1..64"},
	} {
		_, _, err := AnalyzeBoard(tc.name, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "takes") {
			t.Errorf("AnalyzeBoard(%q): %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
}

// TestBoardTableSizeMessages: a BoardTable without a game or its sizes
// says what is missing (the probe: BoardTable{Game: "nodekayles:paths"}
// reported 1×0, BoardTable{} "table : 0×0").
func TestBoardTableSizeMessages(t *testing.T) {
	for _, tc := range []struct {
		bt   BoardTable
		want string
	}{
		{BoardTable{}, "no table named (Game is empty): want one of cram, cram:wins"},
		{BoardTable{Rows: 3, Cols: 4}, "Game is empty"},
		{BoardTable{Game: "nodekayles:paths"}, "Cols = 0, want the largest n, 1..255 (the paths P_0 … P_n and cycles C_0 … C_n"},
		{BoardTable{Game: "cram"}, "table cram: Rows = 0, Cols = 0: give both, the largest sizes"},
		{BoardTable{Game: "chomp:wins", Rows: 4}, "Rows = 4, Cols = 0: give both"},
		{BoardTable{Game: "nodekayles:path", Rows: 1, Cols: 5}, `unknown table "nodekayles:path"`},
	} {
		_, _, err := AnalyzeBoard(tc.bt, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("AnalyzeBoard(%+v): %v, want an error saying %q", tc.bt, err, tc.want)
		}
		if err != nil && (strings.Contains(err.Error(), "1×0") || strings.Contains(err.Error(), "table :")) {
			t.Errorf("AnalyzeBoard(%+v): %v", tc.bt, err)
		}
	}
}

// TestUnknownGameHint: an unknown game's name is answered with the board
// games too, not only the heap games' names (the probe of 6 December
// 2026: "Cram:5x7" and "table:cram:3x3" listed nim, lasker, … only): a
// board game's head in other case with its spelling, "table:" with
// lab.BoardTable, anything else with the board games' forms; and the
// error does not say Explore when Analyze was called.
func TestUnknownGameHint(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Cram:5x7", `named in lower case: "cram:5x7"`},
		{"NodeKayles:IheA@GUAo", `"nodekayles:IheA@GUAo"`},
		{"table:cram:3x3", `lab.BoardTable{Game: "cram", Rows: R, Cols: C}`},
		{"chess", "Explore also takes games of boards, graphs and pairs: cram:5x7"},
	} {
		_, err := Analyze(tc.name, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "unknown game") || strings.Contains(err.Error(), "Explore:") {
			t.Errorf("Analyze(%q): %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
}

// TestInterruptedMessage: a computation stopped by an interrupt says the
// cell was interrupted (lab.Context's cause, ErrInterrupted), still
// wrapping context.Canceled, and keeps what a table or family found (the
// probe of 6 December 2026: an interrupted cell said only "lab: Explore:
// context canceled").
func TestInterruptedMessage(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	cell.Lock()
	saved := cell.ctx
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(ErrInterrupted)
	cell.ctx = ctx
	cell.Unlock()
	defer func() {
		cell.Lock()
		cell.ctx = saved
		cell.Unlock()
	}()
	for _, g := range []any{"kayles", "cram:4x4", "nodekayles:path:8", BoardTable{Game: "cram", Rows: 3, Cols: 4}, Wythoff{N: 999}} {
		var err error
		if isBoard(g) {
			_, _, err = AnalyzeBoard(g, nil)
		} else {
			_, err = Analyze(g, &ExploreOptions{N: 100000})
		}
		if !errors.Is(err, context.Canceled) || !errors.Is(err, ErrInterrupted) || !strings.Contains(err.Error(), "lab: Explore") || !strings.Contains(err.Error(), ": the cell was interrupted (Stop or Kernel → Interrupt): ") {
			t.Errorf("%v, interrupted: %v; want an error saying the cell was interrupted, wrapping context.Canceled", g, err)
		}
	}
	if _, err := GraphCensus("nodekayles", 5); !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "the cell was interrupted") {
		t.Errorf("GraphCensus, interrupted: %v", err)
	}
	// A context cancelled without a cause of its own, or with another.
	plain, stop := context.WithCancel(context.Background())
	stop()
	if err := interruption(plain, plain.Err()); err != context.Canceled {
		t.Errorf("interruption(no cause) = %v", err)
	}
	other, stopOther := context.WithCancelCause(context.Background())
	stopOther(errors.New("the deadline of the run"))
	if err := interruption(other, fmt.Errorf("x: %w", other.Err())); err == nil || err.Error() != "interrupted (the deadline of the run): x: context canceled" || !errors.Is(err, context.Canceled) {
		t.Errorf("interruption(other cause) = %v", err)
	}
	if err := interruption(other, errors.New("malformed")); err == nil || err.Error() != "malformed" {
		t.Errorf("interruption of another error = %v", err)
	}
}

// TestTableNameHint: a table's name given as a position
// ("nodekayles:grid:wins", "cram:wins") is answered with the BoardTable
// that computes it, as "table:cram:3x3" is, not a position's syntax (the
// probe of 6 December 2026: "nodekayles:grid:wins" gave `want FAMILY:N
// … got "grid:wins"`).
func TestTableNameHint(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"nodekayles:grid:wins", `lab.BoardTable{Game: "nodekayles:grid:wins", Rows: R, Cols: C}`},
		{"nodekayles:paths:wins", `lab.BoardTable{Game: "nodekayles:paths:wins", Cols: N}`},
		{"nodekayles:paths", `lab.BoardTable{Game: "nodekayles:paths", Cols: N}`},
		{"cram:wins", `lab.BoardTable{Game: "cram:wins", Rows: R, Cols: C}`},
		{"chomp:wins", `lab.BoardTable{Game: "chomp:wins", Rows: R, Cols: C}`},
		{"nodekayles:grid", `the family grid:R takes R`}, // a family too: its own message, which names the table
	} {
		_, _, err := AnalyzeBoard(tc.name, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "FAMILY:N") {
			t.Errorf("AnalyzeBoard(%q): %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	// Not a table: the position's own error.
	if _, err := ParseBoard("arckayles:grid:wins"); err == nil || !strings.Contains(err.Error(), "want FAMILY:N") {
		t.Errorf("arckayles:grid:wins: %v", err)
	}
}

// TestBoardTypesDocumented: every type of game of boards, graphs or
// pairs that Explore and AnalyzeBoard take (isBoard's cases) is named in
// both doc comments (the probe of 6 December 2026: Explore's left out
// ArcKayles and cram.WideBoard, AnalyzeBoard's GraphFamily and
// ArcKayles).
func TestBoardTypesDocumented(t *testing.T) {
	fset := token.NewFileSet()
	docs := map[string]string{}
	var types []string
	for _, file := range []string{"explore.go", "boards.go"} {
		f, err := parser.ParseFile(fset, file, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil {
				continue
			}
			switch fn.Name.Name {
			case "Explore", "AnalyzeBoard":
				docs[fn.Name.Name] = strings.Join(strings.Fields(fn.Doc.Text()), " ")
			case "isBoard":
				ast.Inspect(fn.Body, func(n ast.Node) bool {
					if cc, ok := n.(*ast.CaseClause); ok && len(cc.List) > 1 {
						for _, e := range cc.List {
							var b strings.Builder
							if err := format.Node(&b, fset, e); err != nil {
								t.Fatal(err)
							}
							types = append(types, b.String())
						}
					}
					return true
				})
			}
		}
	}
	if len(types) < 8 || len(docs) != 2 {
		t.Fatalf("isBoard's types %q, docs of %d functions", types, len(docs))
	}
	for name, doc := range docs {
		for _, typ := range types {
			if !strings.Contains(doc, typ) {
				t.Errorf("%s's doc does not name %s, a type it takes", name, typ)
			}
		}
	}
}
