package plots

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/grundylab/grundylab/internal/atomicfile"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
)

// ExportDPI is the resolution of the PNG files written by Export and
// EncodePNG: 300 dots per inch, what journals ask of line art at the
// least.
const ExportDPI = 300

// EncodePNG renders p as a w×h PNG at dpi dots per inch (gonum's Encode
// and Save use 96). It returns an error for a nil plot, a bad size, or a
// dpi outside [24, 1200].
func EncodePNG(p *plot.Plot, w, h vg.Length, dpi int) ([]byte, error) {
	if err := checkSize("EncodePNG", p, w, h); err != nil {
		return nil, err
	}
	if dpi < 24 || dpi > 1200 {
		return nil, fmt.Errorf("plots: EncodePNG: dpi %d outside [24, 1200]", dpi)
	}
	c := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(dpi))
	if err := drawChecked(p, c); err != nil {
		return nil, fmt.Errorf("plots: EncodePNG: %w", err)
	}
	var buf bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("plots: EncodePNG: %w", err)
	}
	return buf.Bytes(), nil
}

// SavePNG writes p at w×h as a PNG of dpi dots per inch to path,
// through a temporary file renamed into place.
func SavePNG(p *plot.Plot, w, h vg.Length, dpi int, path string) error {
	b, err := EncodePNG(p, w, h, dpi)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, b); err != nil {
		return fmt.Errorf("plots: SavePNG: %w", err)
	}
	return nil
}

// A Figure is a plot with its size and a file name (without extension)
// for Export.
type Figure struct {
	Name string
	Plot *plot.Plot
	W, H vg.Length
}

// Export writes each figure into dir (created if missing) as NAME.svg,
// NAME.pdf and NAME.png (ExportDPI) and returns the paths written. Each
// file is written to a temporary file and renamed, so an interrupted
// export leaves no half-written figure. It returns an error for an empty
// or path-like name, a repeated name, or a figure that fails to render;
// figures before the failing one stay written.
func Export(dir string, figs ...Figure) ([]string, error) {
	seen := map[string]bool{}
	for _, f := range figs {
		if f.Name == "" || f.Name != filepath.Base(f.Name) || f.Name == "." || f.Name == ".." {
			return nil, fmt.Errorf("plots: Export: bad figure name %q", f.Name)
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("plots: Export: figure name %q repeated", f.Name)
		}
		seen[f.Name] = true
		if err := checkSize("Export "+f.Name, f.Plot, f.W, f.H); err != nil {
			return nil, err
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("plots: Export: %w", err)
	}
	var paths []string
	for _, f := range figs {
		for _, ext := range []string{"svg", "pdf", "png"} {
			var b []byte
			var err error
			if ext == "png" {
				b, err = EncodePNG(f.Plot, f.W, f.H, ExportDPI)
			} else {
				b, err = encode(f.Plot, f.W, f.H, ext)
			}
			if err != nil {
				return paths, fmt.Errorf("plots: Export %s.%s: %w", f.Name, ext, err)
			}
			path := filepath.Join(dir, f.Name+"."+ext)
			if err := atomicfile.WriteFile(path, b); err != nil {
				return paths, fmt.Errorf("plots: Export: %w", err)
			}
			paths = append(paths, path)
		}
	}
	return paths, nil
}
