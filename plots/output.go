package plots

import (
	"bytes"
	"fmt"
	"math"
	"path/filepath"
	"strings"

	"github.com/grundylab/grundylab/internal/atomicfile"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// MaxSize is the largest width or height accepted by Save and Encode:
// one metre, far beyond any figure, but small enough that a mistaken unit
// (vg.Length is in points) cannot allocate gigabytes of pixels.
const MaxSize = 100 * vg.Centimeter

// Formats lists the file formats Save and Encode accept, as lower-case
// file extensions without the dot.
var Formats = []string{"png", "svg", "pdf"}

// checkSize validates a figure and its size.
func checkSize(fn string, p *plot.Plot, w, h vg.Length) error {
	if p == nil {
		return fmt.Errorf("plots: %s: nil plot", fn)
	}
	for _, l := range [...]vg.Length{w, h} {
		if !(l > 0) || l > MaxSize || math.IsInf(float64(l), 0) {
			return fmt.Errorf("plots: %s: size %v×%v outside (0, %v] points", fn, w, h, MaxSize)
		}
	}
	return nil
}

// Encode renders p at w×h in the given format ("png", "svg" or "pdf",
// see Formats) and returns the bytes. PNG is rendered at 96 dots per
// inch, gonum's default. It is the rendering of gonum's Plot.WriterTo
// with validation added: a nil plot, a size that is not positive or
// exceeds MaxSize, and an unknown format are errors.
func Encode(p *plot.Plot, w, h vg.Length, format string) ([]byte, error) {
	if err := checkSize("Encode", p, w, h); err != nil {
		return nil, err
	}
	f := strings.ToLower(format)
	if !knownFormat(f) {
		return nil, fmt.Errorf("plots: Encode: unknown format %q (want one of %s)", format, strings.Join(Formats, ", "))
	}
	return encode(p, w, h, f)
}

func knownFormat(f string) bool {
	for _, k := range Formats {
		if f == k {
			return true
		}
	}
	return false
}

// encode renders p as Plot.WriterTo does, but PDF through pdfCanvas, and
// returns a *GlyphError (wrapped) for text drawn with a character its font
// lacks.
func encode(p *plot.Plot, w, h vg.Length, format string) ([]byte, error) {
	var c vg.CanvasWriterTo
	if format == "pdf" {
		// gonum's vgpdf garbles all text outside ASCII; see pdfCanvas.
		c = newPDFCanvas(w, h)
	} else {
		var err error
		if c, err = draw.NewFormattedCanvas(w, h, format); err != nil {
			return nil, fmt.Errorf("plots: rendering %s: %w", format, err)
		}
	}
	if err := drawChecked(p, c); err != nil {
		return nil, fmt.Errorf("plots: rendering %s: %w", format, err)
	}
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("plots: rendering %s: %w", format, err)
	}
	return buf.Bytes(), nil
}

// drawChecked draws p on c, its title wrapped to c's width (fitTitle),
// and returns an error for a title that, wrapped, would take more than
// three quarters of the figure's height (fitFigure: the axes would be
// drawn over it),
// or a *GlyphError for the first character of its text that was drawn
// in a font without a glyph for it (which would have come out as
// nothing).
func drawChecked(p *plot.Plot, c vg.CanvasSizer) error {
	w, h := c.Size()
	p, err := fitFigure(p, w, h)
	if err != nil {
		return err
	}
	gc := &glyphCanvas{CanvasSizer: c}
	p.Draw(draw.New(gc))
	return gc.Err()
}

// Save writes p at w×h to the file path, in the format named by its
// extension: .png, .svg or .pdf (any case). Unlike gonum's Plot.Save it
// checks the extension and size before creating the file, so a bad call
// leaves no empty file behind, and it writes a temporary file renamed
// into place, so an interrupted Save leaves no half-written file.
func Save(p *plot.Plot, w, h vg.Length, path string) error {
	if err := checkSize("Save", p, w, h); err != nil {
		return err
	}
	ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(path), "."))
	if !knownFormat(ext) {
		return fmt.Errorf("plots: Save %q: unknown extension %q (want .png, .svg or .pdf)", path, filepath.Ext(path))
	}
	b, err := encode(p, w, h, ext)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, b); err != nil {
		return fmt.Errorf("plots: Save: %w", err)
	}
	return nil
}
