package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// uiName is the base name of the UI notebook that the browser test writes
// and runs by default.
const uiName = "readme-cells"

// uiDir is the subfolder of notebooks/ the UI notebook is written into
// (git-ignored; removed after the test).
const uiDir = "e2e-ui"

// explorerCell is notebook 06's interactive explorer, run last in the UI
// notebook; driveExplorer moves its slider.
const explorerCell = "%%\nlab.Explorer([]string{\"octal:0.137\", \"kayles\", \"dawson\", \"grundy\", \"sub:2,5,7\"}, 2000)"

// readmeCells returns the Go code blocks of the README's "Start exploring"
// section, one cell each, as a reader copies them into a notebook.
func readmeCells(t *testing.T, root string) []string {
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "\n## Start exploring")
	if start < 0 {
		t.Fatal(`README.md has no "## Start exploring" section`)
	}
	section := text[start+1:]
	if end := strings.Index(section, "\n## "); end >= 0 {
		section = section[:end]
	}
	var cells []string
	for _, m := range regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(section, -1) {
		cells = append(cells, strings.TrimRight(m[1], "\n"))
	}
	if len(cells) == 0 {
		t.Fatal(`README.md's "Start exploring" section has no go code blocks`)
	}
	return cells
}

// writeUINotebook writes notebooks/e2e-ui/readme-cells.ipynb: the setup
// cell (notebook 06's first code cell, which `nbtool.py lint` keeps equal
// to every notebook's), the README's "Start exploring" cells and the
// explorer; it returns its path below notebooks/.
func writeUINotebook(t *testing.T, root string) string {
	var nb06 struct {
		Cells []struct {
			CellType string `json:"cell_type"`
			Source   any    `json:"source"`
		} `json:"cells"`
	}
	b, err := os.ReadFile(filepath.Join(root, "notebooks", "06-explorer.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &nb06); err != nil {
		t.Fatal(err)
	}
	setup := ""
	for _, c := range nb06.Cells {
		if c.CellType == "code" {
			setup = sourceText(c.Source)
			break
		}
	}
	if !strings.HasPrefix(setup, "%noautoget") {
		t.Fatalf("notebook 06's first code cell is not the setup cell: %q", setup)
	}
	type cell struct {
		CellType       string         `json:"cell_type"`
		ExecutionCount any            `json:"execution_count"`
		ID             string         `json:"id"`
		Metadata       map[string]any `json:"metadata"`
		Outputs        []any          `json:"outputs"`
		Source         string         `json:"source"`
	}
	cells := []cell{{CellType: "markdown", ID: "title", Metadata: map[string]any{}, Source: "# The README's \"Start exploring\" cells, as a reader runs them (written by e2e/ui_test.go)"}}
	srcs := append([]string{setup}, readmeCells(t, root)...)
	srcs = append(srcs, explorerCell)
	for i, src := range srcs {
		cells = append(cells, cell{CellType: "code", ID: "c" + string(rune('a'+i)), Metadata: map[string]any{}, Outputs: []any{}, Source: src})
	}
	nb := map[string]any{
		"cells": cells,
		"metadata": map[string]any{
			"kernelspec":    map[string]any{"display_name": "Go (gonb)", "language": "go", "name": "gonb"},
			"language_info": map[string]any{"name": "go"},
		},
		"nbformat": 4, "nbformat_minor": 5,
	}
	dir := filepath.Join(root, "notebooks", uiDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	out, err := json.MarshalIndent(nb, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, uiName+".ipynb")
	if err := os.WriteFile(path, append(out, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("UI notebook %s: %d README cells, then the explorer", path, len(srcs)-2)
	return uiDir + "/" + uiName + ".ipynb"
}

func sourceText(src any) string {
	switch s := src.(type) {
	case string:
		return s
	case []any:
		var b strings.Builder
		for _, l := range s {
			str, _ := l.(string)
			b.WriteString(str)
		}
		return b.String()
	}
	return ""
}

// TestReadmeCells checks, without a browser, that the README's "Start
// exploring" section still has the cells the browser test runs: the
// one-cell exploration and a game of one's own reused in a later cell
// through a top-level declaration (a variable set after %% would not
// carry over to the next cell in GoNB).
func TestReadmeCells(t *testing.T) {
	cells := readmeCells(t, repoRoot(t))
	joined := strings.Join(cells, "\n")
	if !strings.Contains(joined, "lab.Explore(") {
		t.Errorf("no lab.Explore call in the README's cells:\n%s", joined)
	}
	decl := regexp.MustCompile(`(?m)^[A-Za-z_][A-Za-z0-9_, ]*\s*:=`)
	for i, c := range cells {
		head := c // the part of a cell before %%, where GoNB takes only declarations
		if j := strings.Index(c, "%%"); j >= 0 {
			head = c[:j]
		}
		if m := decl.FindString(head); m != "" {
			t.Errorf("README cell %d: %q is a statement before %%%% (a GoNB cell takes only declarations there, and a variable set after %%%% is gone in the next cell: use a top-level var)", i+1, m)
		}
	}
}
