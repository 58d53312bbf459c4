package lab_test

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// readmeCells reads testdata/readme-cells.txt: cells, each begun by a
// line "//// cell …".
func readmeCells(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/readme-cells.txt")
	if err != nil {
		t.Fatal(err)
	}
	var cells []string
	for _, part := range regexp.MustCompile(`(?m)^//// cell.*\n`).Split(string(b), -1)[1:] {
		cells = append(cells, strings.TrimRight(part, "\n"))
	}
	return cells
}

// TestReadmeCells: the README's "Start exploring" example, code block by
// code block, is testdata/readme-cells.txt, the cells the browser test
// runs one by one (issue 22: keep the README example literally runnable).
// The cells use the idiom that works across GoNB cells: the game is a
// top-level var, not a variable after %%, which would vanish with its cell.
func TestReadmeCells(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	start := strings.Index(readme, "## Start exploring")
	if start < 0 {
		t.Fatal(`README has no "## Start exploring" section`)
	}
	section := readme[start+1:]
	if end := strings.Index(section, "\n## "); end >= 0 {
		section = section[:end]
	}
	var blocks []string
	for _, m := range regexp.MustCompile("(?s)```[a-z]*\n(.*?)\n```").FindAllStringSubmatch(section, -1) {
		blocks = append(blocks, m[1])
	}
	cells := readmeCells(t)
	if !slices.Equal(blocks, cells) {
		t.Errorf("README's Start exploring code blocks differ from testdata/readme-cells.txt:\nREADME:\n%s\ncells:\n%s",
			strings.Join(blocks, "\n----\n"), strings.Join(cells, "\n----\n"))
	}
	for i, c := range cells[1:] {
		if !strings.Contains(c, "%%") {
			t.Errorf("cell %d has no %%%%: GoNB would not run it", i+2)
		}
	}
	if !strings.Contains(cells[2], "\nvar square = ") || !strings.Contains(cells[3], "square}") {
		t.Error("the game is not a top-level var used by the later cell")
	}
}

// TestNotebook06Idiom: notebook 06 shows the same idiom as the README
// (issue 22): its own game is a top-level var, declared before the %% of
// its cell, and a later cell passes it to Compare.
func TestNotebook06Idiom(t *testing.T) {
	b, err := os.ReadFile("../06-explorer.ipynb")
	if err != nil {
		t.Fatal(err)
	}
	var nb struct {
		Cells []struct {
			CellType string   `json:"cell_type"`
			Source   []string `json:"source"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(b, &nb); err != nil {
		t.Fatal(err)
	}
	declared, used := -1, -1
	decl := regexp.MustCompile(`(?m)^var (\w+) = heap\.Func\(`)
	var name string
	for i, c := range nb.Cells {
		if c.CellType != "code" {
			continue
		}
		src := strings.Join(c.Source, "")
		head, body := src, ""
		if loc := regexp.MustCompile(`(?m)^%%`).FindStringIndex(src); loc != nil { // the %% line, not one in a comment
			head, body = src[:loc[0]], src[loc[1]:]
		}
		if m := decl.FindStringSubmatch(head); m != nil && declared < 0 {
			declared, name = i, m[1]
			continue
		}
		if declared >= 0 && regexp.MustCompile(`lab\.Compare\(.*\b`+name+`\b`).MatchString(body) {
			used = i
		}
	}
	if declared < 0 || used < 0 {
		t.Errorf("notebook 06: a top-level var game (cell %d) used by a later cell's lab.Compare (cell %d): want both", declared, used)
	}
}
