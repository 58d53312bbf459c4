package census

import (
	"testing"

	"github.com/grundylab/grundylab/gamelib/octal/family"
	"github.com/grundylab/grundylab/plots"
)

// TestPeriodFigureStyle: the figure takes the style's text sizes, and a
// series with no certified result is an error, not an empty figure.
func TestPeriodFigureStyle(t *testing.T) {
	rs, err := Octal3()
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []*plots.Style{&plots.Notebook, &plots.Paper} {
		p, err := PeriodFigureStyle(st, "periods", Series{Name: "octal3", Results: rs})
		if err != nil {
			t.Fatal(err)
		}
		if p.Title.TextStyle.Font.Size != st.Title || p.X.Tick.Label.Font.Size != st.Tick {
			t.Errorf("%s: title %v tick %v, want %v %v", st.Name, p.Title.TextStyle.Font.Size, p.X.Tick.Label.Font.Size, st.Title, st.Tick)
		}
	}
	if _, err := PeriodFigure("none", Series{Name: "none", Results: []family.Result{{Code: "0.7"}}}); err == nil {
		t.Error("no certified result: want an error")
	}
}
