package plots

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// pdfCanvas is a vg.Canvas drawing a one-page PDF whose text is UTF-8.
//
// gonum's vgpdf embeds its TrueType fonts through a code page
// (Windows-1252) but hands the canvas UTF-8 strings, so every character
// outside ASCII comes out as two or three wrong glyphs: "≤" as "â‰¤", the
// minus sign U+2212 as "âˆ’", "è" as "Ã¨". pdfCanvas instead registers each
// font with fpdf's UTF-8 path (AddUTF8FontFromBytes), which embeds a
// subset of the TrueType font with a Unicode map (ToUnicode), so the PDF
// shows every glyph the font has and text extracted from it (search, copy,
// pdftotext) is the text that was drawn. Everything else (paths, colours,
// transforms, images) is drawn as vgpdf draws it.
//
// The document's creation date is fixed, so the same figure gives the same
// bytes.
type pdfCanvas struct {
	doc   *fpdf.Fpdf
	w, h  vg.Length
	stack []pdfContext
	fonts map[font.Font]string // registered fonts (of size 0) and their fpdf family names
	// images counts the images drawn, to name them uniquely.
	images int
	err    error
}

type pdfContext struct {
	width vg.Length
}

// pdfDPI is the resolution of PDF user space: one unit is one point.
const pdfDPI = 72

// pdfEpoch is the creation date written into every PDF.
var pdfEpoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// newPDFCanvas returns a w×h canvas with its origin at the bottom left, as
// vg expects.
func newPDFCanvas(w, h vg.Length) *pdfCanvas {
	doc := fpdf.NewCustom(&fpdf.InitType{
		UnitStr: "pt",
		Size:    fpdf.SizeType{Wd: w.Points(), Ht: h.Points()},
	})
	doc.SetCreationDate(pdfEpoch)
	doc.SetModificationDate(pdfEpoch)
	doc.SetCatalogSort(true)
	doc.SetMargins(0, 0, 0)
	doc.SetAutoPageBreak(false, 0)
	doc.AddPage()
	c := &pdfCanvas{doc: doc, w: w, h: h, stack: make([]pdfContext, 1), fonts: map[font.Font]string{}}
	// fpdf's origin is the top left with y downwards: flip once.
	c.Push()
	c.Translate(vg.Point{Y: h})
	c.Scale(1, -1)
	vg.Initialize(c)
	return c
}

func (c *pdfCanvas) unit(l vg.Length) float64 { return l.Dots(pdfDPI) }

func (c *pdfCanvas) point(p vg.Point) (float64, float64) { return c.unit(p.X), c.unit(p.Y) }

func (c *pdfCanvas) context() *pdfContext { return &c.stack[len(c.stack)-1] }

// Size implements vg.Canvas.
func (c *pdfCanvas) Size() (w, h vg.Length) { return c.w, c.h }

// SetLineWidth implements vg.Canvas.
func (c *pdfCanvas) SetLineWidth(w vg.Length) {
	c.context().width = w
	c.doc.SetLineWidth(c.unit(w))
}

// SetLineDash implements vg.Canvas.
func (c *pdfCanvas) SetLineDash(dashes []vg.Length, offs vg.Length) {
	ds := make([]float64, len(dashes))
	for i, d := range dashes {
		ds[i] = c.unit(d)
	}
	c.doc.SetDashPattern(ds, c.unit(offs))
}

// SetColor implements vg.Canvas: the colour of lines, fills and text.
func (c *pdfCanvas) SetColor(clr color.Color) {
	if clr == nil {
		clr = color.Black
	}
	r, g, b, a := clr.RGBA()
	alpha := float64(a) / 0xffff
	if a != 0 { // un-premultiply
		r, g, b = r*0xffff/a, g*0xffff/a, b*0xffff/a
	}
	ri, gi, bi := int(r>>8), int(g>>8), int(b>>8)
	c.doc.SetFillColor(ri, gi, bi)
	c.doc.SetDrawColor(ri, gi, bi)
	c.doc.SetTextColor(ri, gi, bi)
	c.doc.SetAlpha(alpha, "Normal")
}

// Rotate implements vg.Canvas (r in radians, anticlockwise).
func (c *pdfCanvas) Rotate(r float64) { c.doc.TransformRotate(-r*180/math.Pi, 0, 0) }

// Translate implements vg.Canvas.
func (c *pdfCanvas) Translate(p vg.Point) { c.doc.TransformTranslate(c.point(p)) }

// Scale implements vg.Canvas.
func (c *pdfCanvas) Scale(x, y float64) { c.doc.TransformScale(x*100, y*100, 0, 0) }

// Push implements vg.Canvas.
func (c *pdfCanvas) Push() {
	c.stack = append(c.stack, *c.context())
	c.doc.TransformBegin()
}

// Pop implements vg.Canvas.
func (c *pdfCanvas) Pop() {
	c.doc.TransformEnd()
	c.stack = c.stack[:len(c.stack)-1]
}

// Stroke implements vg.Canvas.
func (c *pdfCanvas) Stroke(p vg.Path) {
	if c.context().width > 0 {
		c.path(p, "D")
	}
}

// Fill implements vg.Canvas.
func (c *pdfCanvas) Fill(p vg.Path) { c.path(p, "F") }

func (c *pdfCanvas) path(p vg.Path, style string) {
	var x0, y0 float64 // start of the current subpath
	for _, comp := range p {
		switch comp.Type {
		case vg.MoveComp:
			x0, y0 = c.point(comp.Pos)
			c.doc.MoveTo(x0, y0)
		case vg.LineComp:
			c.doc.LineTo(c.point(comp.Pos))
		case vg.ArcComp:
			c.arc(comp, style)
		case vg.CurveComp:
			x, y := c.point(comp.Pos)
			switch len(comp.Control) {
			case 1:
				cx, cy := c.point(comp.Control[0])
				c.doc.CurveTo(cx, cy, x, y)
			case 2:
				cx, cy := c.point(comp.Control[0])
				dx, dy := c.point(comp.Control[1])
				c.doc.CurveBezierCubicTo(cx, cy, dx, dy, x, y)
			default:
				c.fail(fmt.Errorf("curve with %d control points", len(comp.Control)))
			}
		case vg.CloseComp:
			c.doc.LineTo(x0, y0)
			c.doc.ClosePath()
		default:
			c.fail(fmt.Errorf("unknown path component %d", comp.Type))
		}
	}
	c.doc.DrawPath(style)
}

func (c *pdfCanvas) arc(comp vg.PathComp, style string) {
	at := func(a float64) (float64, float64) {
		return c.point(vg.Point{
			X: comp.Pos.X + comp.Radius*vg.Length(math.Cos(a)),
			Y: comp.Pos.Y + comp.Radius*vg.Length(math.Sin(a)),
		})
	}
	c.doc.LineTo(at(comp.Start))
	const deg = 180 / math.Pi
	r := c.unit(comp.Radius)
	x, y := c.point(comp.Pos)
	beg := comp.Start * deg
	c.doc.Arc(x, y, r, r, comp.Angle*deg, beg, beg+comp.Angle*deg, style)
	c.doc.MoveTo(at(comp.Start + comp.Angle))
}

// setFont registers f's TrueType data with the document (once per font,
// whatever its sizes) and selects it at f's size. The font's family in
// the PDF is named after it: "utf8liberationserif-regular" (fpdf prefixes
// and lower-cases it).
func (c *pdfCanvas) setFont(f font.Face) {
	key := f.Font
	key.Size = 0
	name, ok := c.fonts[key]
	if !ok {
		var raw bytes.Buffer
		if _, err := f.Face.WriteSourceTo(nil, &raw); err != nil {
			c.fail(fmt.Errorf("font %q: %w", f.Name(), err))
			return
		}
		// One family per font: fpdf's styles (B, I) would look for
		// the other files of a family, but every face here is its own file.
		name = key.Name()
		c.doc.AddUTF8FontFromBytes(name, "", raw.Bytes())
		c.fonts[key] = name
	}
	c.doc.SetFont(name, "", c.unit(f.Font.Size))
}

// FillString implements vg.Canvas: str is drawn with its baseline's left
// end at pt.
func (c *pdfCanvas) FillString(f font.Face, pt vg.Point, str string) {
	if f.Font.Size == 0 || str == "" {
		return
	}
	c.setFont(f)
	c.Push()
	defer c.Pop()
	c.Translate(pt)
	c.Scale(1, -1) // text upright in fpdf's y-down space
	c.doc.Text(0, 0, str)
}

// DrawImage implements vg.Canvas.
func (c *pdfCanvas) DrawImage(rect vg.Rectangle, img image.Image) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		c.fail(fmt.Errorf("encoding image: %w", err))
		return
	}
	c.images++
	name := fmt.Sprintf("image%d.png", c.images)
	opts := fpdf.ImageOptions{ImageType: "png", ReadDpi: true}
	c.doc.RegisterImageOptionsReader(name, opts, &buf)
	// fpdf puts an image's first row at the top of its rectangle in its
	// y-down space: flip back locally so the first row is at rect.Max.Y.
	c.Push()
	defer c.Pop()
	c.Translate(vg.Point{X: rect.Min.X, Y: rect.Max.Y})
	c.Scale(1, -1)
	w, h := c.point(rect.Size())
	c.doc.ImageOptions(name, 0, 0, w, h, false, opts, 0, "")
}

func (c *pdfCanvas) fail(err error) {
	if c.err == nil {
		c.err = err
	}
}

// WriteTo implements io.WriterTo: it closes the document and writes it.
// The canvas cannot be drawn on afterwards.
func (c *pdfCanvas) WriteTo(w io.Writer) (int64, error) {
	if c.err != nil {
		return 0, fmt.Errorf("pdf: %w", c.err)
	}
	c.Pop()
	var buf bytes.Buffer
	if err := c.doc.Output(&buf); err != nil {
		return 0, fmt.Errorf("pdf: %w", err)
	}
	return buf.WriteTo(w)
}

var _ vg.CanvasWriterTo = (*pdfCanvas)(nil)
