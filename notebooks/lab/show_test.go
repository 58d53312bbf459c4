package lab_test

import (
	"bytes"
	"encoding/gob"
	"errors"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/protocol"
	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/notebooks/lab"
	"github.com/grundylab/grundylab/plots"
)

// shownOnce guards TestShowInNotebook: gonbui keeps the pipe it opened
// for the rest of the process, so the test can run once per process.
var shownOnce bool

// TestShowInNotebook stands in for the GoNB kernel: the pipes gonbui
// writes to are plain files, and the messages Show, ShowSVG and ShowHTML
// send are decoded from them.
func TestShowInNotebook(t *testing.T) {
	if shownOnce {
		t.Skip("gonbui keeps its pipe open; this test runs once per process")
	}
	shownOnce = true
	dir := t.TempDir()
	out, back := filepath.Join(dir, "out"), filepath.Join(dir, "back")
	for _, f := range []string{out, back} {
		if err := os.WriteFile(f, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv(protocol.GONB_PIPE_ENV, out)
	t.Setenv(protocol.GONB_PIPE_BACK_ENV, back)
	gonbui.IsNotebook = true
	lab.NoSync()
	defer func() { gonbui.IsNotebook = false }()

	p, err := plots.SequencePlot([]int{0, 1, 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	w, h := 5*vg.Centimeter, 3*vg.Centimeter
	if err := lab.Show(p, w, h); err != nil {
		t.Fatal(err)
	}
	if err := lab.ShowSVG(p, w, h); err != nil {
		t.Fatal(err)
	}
	table, err := plots.GrundyTable([]int{0, 1}, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := lab.ShowHTML(table); err != nil {
		t.Fatal(err)
	}

	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dec := gob.NewDecoder(f)
	var msgs []protocol.DisplayData
	for range 3 {
		var m protocol.DisplayData
		if err := dec.Decode(&m); err != nil {
			t.Fatalf("decoding message %d: %v", len(msgs), err)
		}
		msgs = append(msgs, m)
	}

	b, ok := msgs[0].Data[protocol.MIMEImagePNG].([]byte)
	if !ok {
		t.Fatalf("Show sent %v, want image/png bytes", msgs[0].Data)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("Show sent an undecodable PNG: %v", err)
	}
	if sz := img.Bounds().Size(); sz.X != 378 || sz.Y != 227 { // 5cm × 3cm at 2 × 96 dpi
		t.Errorf("Show sent a %v image, want 378×227", sz)
	}
	if size, _ := msgs[0].Metadata[string(protocol.MIMEImagePNG)].(map[string]int); size["width"] != 189 || size["height"] != 113 {
		t.Errorf("Show sent metadata %v, want the displayed size 189×113", msgs[0].Metadata)
	}
	svg, _ := msgs[1].Data[protocol.MIMETextHTML].(string)
	if !strings.Contains(svg, "<svg") {
		t.Errorf("ShowSVG sent %.60q, want HTML holding an <svg>", svg)
	}
	if html, _ := msgs[2].Data[protocol.MIMETextHTML].(string); html != table {
		t.Errorf("ShowHTML sent %.60q, want the table", html)
	}

	// Compare (issue 22: a linear game drew two bounded ones flat at 0 on
	// one axis, and Kayles was labelled octal:0.77): one table whose rows
	// are the names given, the sequences as small multiples (an image,
	// and so a value axis, for each game), then the densities overlaid.
	t.Setenv(lab.NoCacheEnv, "1")
	games := []any{"grundy", "kayles", "sub:1,2"} // g grows like n/… for Grundy's game; Kayles and sub:1,2 are bounded
	if err := lab.Compare(games, &lab.ExploreOptions{N: 200}); err != nil {
		t.Fatal(err)
	}
	var tables, multiples []string
	pngs := 0
	for {
		var m protocol.DisplayData
		if err := dec.Decode(&m); err != nil {
			break
		}
		if _, ok := m.Data[protocol.MIMEImagePNG]; ok {
			pngs++
		}
		h, _ := m.Data[protocol.MIMETextHTML].(string)
		switch {
		case strings.Contains(h, "lab-compare-sequences"):
			multiples = append(multiples, h)
		case strings.Contains(h, "<table"):
			tables = append(tables, h)
		}
	}
	if len(tables) != 1 || len(multiples) != 1 || pngs != 1 {
		t.Fatalf("Compare sent %d tables, %d small-multiple blocks, %d PNGs; want 1, 1, 1", len(tables), len(multiples), pngs)
	}
	if n := strings.Count(multiples[0], `class="lab-compare-sequence"`); n != len(games) {
		t.Errorf("Compare drew %d sequence plots for %d games, want one each (small multiples)", n, len(games))
	}
	for _, name := range []string{"grundy", "kayles", "sub:1,2"} {
		if !strings.Contains(tables[0], ">"+name+"<") {
			t.Errorf("Compare's table has no row %q (the name given):\n%s", name, tables[0])
		}
	}
	// The code is a column beside the name, not the row's label.
	if i, j := strings.Index(tables[0], ">kayles<"), strings.Index(tables[0], ">octal:0.77<"); i < 0 || j < i {
		t.Errorf("Compare's table: Kayles' row is not labelled kayles, its code after it:\n%s", tables[0])
	}

	// Explore with Misere (issue 22: misère had no lab entry): a summary
	// naming the wild heaps, the misère values as a Grundy table, the
	// genus table with the wild heaps marked, and the quotient (Kayles to
	// heap 12: order 24, as TestAnalyzeMisereKayles finds).
	if err := lab.Explore("kayles", &lab.ExploreOptions{Misere: true, N: 12}); err != nil {
		t.Fatal(err)
	}
	var shown []string
	for {
		var m protocol.DisplayData
		if err := dec.Decode(&m); err != nil {
			break
		}
		if h, _ := m.Data[protocol.MIMETextHTML].(string); h != "" {
			shown = append(shown, h)
		}
	}
	all := strings.Join(shown, "\n")
	for _, want := range []string{"<b>kayles</b> in misère play, heaps 0…12", "not hereditarily tame", "genus (* wild)", "*</td>", "misère quotient</b> of heaps ≤ 12: order 24"} {
		if !strings.Contains(all, want) {
			t.Errorf("Explore (misère) of kayles shows no %q:\n%.3000s", want, all)
		}
	}
	if n := strings.Count(all, "<table"); n != 2 {
		t.Errorf("Explore (misère) showed %d tables, want 2 (misère values, genera)", n)
	}
}

func TestShowOutsideNotebook(t *testing.T) {
	p, err := plots.SequencePlot([]int{0, 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	w, h := 4*vg.Centimeter, 3*vg.Centimeter
	for name, err := range map[string]error{
		"Show":     lab.Show(p, w, h),
		"ShowSVG":  lab.ShowSVG(p, w, h),
		"ShowHTML": lab.ShowHTML("<b>x</b>"),
	} {
		if !errors.Is(err, lab.ErrNotNotebook) {
			t.Errorf("%s outside a notebook: error %v, want ErrNotNotebook", name, err)
		}
	}
	for name, err := range map[string]error{
		"Show nil":      lab.Show(nil, w, h),
		"Show size":     lab.Show(p, -w, h),
		"Show too big":  lab.Show(p, 2*plots.MaxSize, h),
		"ShowSVG size":  lab.ShowSVG(p, w, 0),
		"Show infinite": lab.Show(p, w, vg.Length(math.Inf(1))),
	} {
		if err == nil || errors.Is(err, lab.ErrNotNotebook) {
			t.Errorf("%s: error %v, want a bad-argument error", name, err)
		}
	}
}
