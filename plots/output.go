package plots

import (
	"bytes"
	"fmt"
	"io"
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

func encode(p *plot.Plot, w, h vg.Length, format string) ([]byte, error) {
	var wt io.WriterTo
	if format == "pdf" {
		// gonum's vgpdf garbles all text outside ASCII; see pdfCanvas.
		c := newPDFCanvas(w, h)
		p.Draw(draw.New(c))
		wt = c
	} else {
		var err error
		if wt, err = p.WriterTo(w, h, format); err != nil {
			return nil, fmt.Errorf("plots: rendering %s: %w", format, err)
		}
	}
	var buf bytes.Buffer
	if _, err := wt.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("plots: rendering %s: %w", format, err)
	}
	return buf.Bytes(), nil
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
