package census

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/grundylab/grundylab/gamelib/octal/family"
	"github.com/grundylab/grundylab/plots"
)

// A Series is a named set of results drawn in one colour and shape.
type Series struct {
	Name    string
	Results []family.Result
}

// PeriodFigure draws the certified results of each series as points
// (period p, preperiod t + 1) on logarithmic axes: t + 1, since many
// codes are periodic from heap 0 and log 0 is not drawn. Codes with the
// same (t, p) share a point. Results that are not certified are left out.
// It returns an error when no result is certified.
func PeriodFigure(title string, series ...Series) (*plot.Plot, error) {
	return PeriodFigureStyle(&plots.Notebook, title, series...)
}

// PeriodFigureStyle is PeriodFigure in style st (plots.Paper for a paper):
// its text and line sizes, and marks scaled with its Glyph radius.
func PeriodFigureStyle(st *plots.Style, title string, series ...Series) (*plot.Plot, error) {
	p := plot.New()
	st.Apply(p)
	p.Title.Text = title
	p.X.Label.Text = "period p"
	p.Y.Label.Text = "preperiod t + 1"
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker, p.Y.Tick.Marker = plots.PowerTicks{}, plots.PowerTicks{}
	p.Add(plotter.NewGrid())
	colors := plots.CategoricalColors(len(series))
	shapes := []draw.GlyphDrawer{draw.CircleGlyph{}, draw.TriangleGlyph{}, draw.SquareGlyph{}, draw.CrossGlyph{}}
	total := 0
	for i, s := range series {
		var xy plotter.XYs
		seen := map[[2]int]bool{}
		for _, r := range s.Results {
			if !r.Certified || seen[[2]int{r.Preperiod, r.Period}] {
				continue
			}
			seen[[2]int{r.Preperiod, r.Period}] = true
			xy = append(xy, plotter.XY{X: float64(r.Period), Y: float64(r.Preperiod + 1)})
		}
		if len(xy) == 0 {
			continue
		}
		total += len(xy)
		sc, err := plotter.NewScatter(xy)
		if err != nil {
			return nil, err
		}
		sc.GlyphStyle.Color = colors[i]
		sc.GlyphStyle.Shape = shapes[i%len(shapes)]
		sc.GlyphStyle.Radius = vg.Points(3) * st.Glyph / plots.Notebook.Glyph
		p.Add(sc)
		p.Legend.Add(fmt.Sprintf("%s (%d)", s.Name, len(xy)), sc)
	}
	if total == 0 {
		return nil, fmt.Errorf("census: PeriodFigure: no certified result to draw")
	}
	p.Legend.Top, p.Legend.Left = true, true
	return p, nil
}
