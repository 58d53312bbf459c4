package plots

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font/opentype"

	"golang.org/x/text/unicode/norm"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// MathText is a text.Handler that typesets superscripts and subscripts,
// which gonum's plain handler prints literally and its LaTeX handler
// rejects: "2^{-5}" is drawn as 2 with a raised, smaller −5, and
// "sg_{3}(s)" as sg with a lowered 3. A script is the group in braces
// after ^ or _, or else the single character after it; a hyphen in a
// script is drawn as the minus sign U+2212; \_ and \^ are a literal _
// and ^ (a graph6 string such as D_K in a title is written D\_K). Any other text is drawn as
// text.Plain draws it. Scripts are set at ScriptScale times the font size,
// superscripts raised by 0.38 and subscripts lowered by 0.18 font sizes,
// and Box measures them so (see Box and Draw for the lines' spacing).
//
// MathText also draws each character that the text's font (Liberation
// Serif in figures) lacks, such as ⌊ ⌋ ⊕ ∈ ℕ ∗, in a fallback font:
// DejaVu Serif, then DejaVu Sans, sized to Liberation's capitals (DejaVu
// 2.37 from codeberg.org/go-fonts/dejavu, Bitstream Vera licence; see
// "Fallback fonts" in glyphs.go). Each piece of a line is measured and
// drawn in the font that has its characters, in PNG, SVG and PDF alike
// (a PDF embeds the fallback fonts; an SVG names them, as it names
// Liberation); text the figure font covers whole is drawn exactly as
// text.Plain draws it. A character no font has
// makes Encode, EncodePNG, Save and Export fail with a *GlyphError;
// Check finds it earlier.
//
// The Liberation fonts that gonum embeds have glyphs for a few Unicode
// superscripts only (no ⁻ or ⁰); DejaVu has them all, but a script
// written as 2^{-5} is set as a real superscript in the figure font. The
// Paper and Notebook styles install MathText on every text of a figure.
type MathText struct {
	text.Plain
}

// ScriptScale is the size of superscripts and subscripts relative to the
// font size in MathText.
const ScriptScale = 0.7

// NewMathText returns a MathText using gonum's default font cache.
func NewMathText() *MathText {
	return &MathText{Plain: text.Plain{Fonts: font.DefaultCache}}
}

// run is a piece of a line: plain text, a superscript (+1) or a subscript (−1).
type run struct {
	s     string
	shift int
}

// A mathToken is one unit of MathText's source: a character drawn as
// itself (shift 0), an escaped \_ or \^ (a literal _ or ^, shift 0), or
// a script, ^ or _ with the character or braced group after it (shift
// +1 or −1). src is its source text, text what is drawn.
type mathToken struct {
	src, text string
	shift     int
}

// mathTokens splits a line into MathText's tokens, the one reading of its
// markup that drawing (runs), measuring and wrapping (wordsOf,
// scriptUnits) share: \_ and \^ are literal; ^ or _ takes the braced
// group after it, or else the one character after it; a ^ or _ at the
// end of the line, or before an unclosed brace, is drawn as itself.
// O(len(line)).
func mathTokens(line string) []mathToken {
	rs := []rune(line)
	var out []mathToken
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == '\\' && i+1 < len(rs) && (rs[i+1] == '^' || rs[i+1] == '_') {
			out = append(out, mathToken{src: string(rs[i : i+2]), text: string(rs[i+1])})
			i++
			continue
		}
		if (r != '^' && r != '_') || i+1 >= len(rs) {
			out = append(out, mathToken{src: string(r), text: string(r)})
			continue
		}
		shift := 1
		if r == '_' {
			shift = -1
		}
		end := i + 1 // the script's last rune
		script := string(rs[i+1])
		if rs[i+1] == '{' {
			end = slices.Index(rs[i+2:], '}')
			if end < 0 {
				out = append(out, mathToken{src: string(r), text: string(r)})
				continue
			}
			end += i + 2
			script = string(rs[i+2 : end])
		}
		out = append(out, mathToken{src: string(rs[i : end+1]), text: script, shift: shift})
		i = end
	}
	return out
}

// runs splits a line into runs: the text of its consecutive tokens of
// one shift, a hyphen in a script drawn as the minus sign.
func runs(line string) []run {
	var out []run
	var plain strings.Builder
	flush := func() {
		if plain.Len() > 0 {
			out = append(out, run{s: plain.String()})
			plain.Reset()
		}
	}
	for _, t := range mathTokens(line) {
		if t.shift == 0 {
			plain.WriteString(t.text)
			continue
		}
		flush()
		out = append(out, run{s: strings.ReplaceAll(t.text, "-", "−"), shift: t.shift})
	}
	flush()
	return out
}

func scriptFont(fnt font.Font) font.Font {
	fnt.Size = fnt.Size * ScriptScale
	return fnt
}

// width returns the width of a line set in fnt.
func (h *MathText) width(line string, fnt font.Font) vg.Length {
	var w vg.Length
	for _, r := range runs(line) {
		f := fnt
		if r.shift != 0 {
			f = scriptFont(fnt)
		}
		w += segmentsWidth(r.s, h.Fonts.Lookup(f, f.Size))
	}
	return w
}

// Lines implements text.Handler: txt split at its line breaks, a tab
// read as a space (see "Control characters" in controls.go).
func (h *MathText) Lines(txt string) []string {
	return h.Plain.Lines(cleanText(txt))
}

// Check returns a *GlyphError for the first character of txt that
// neither fnt nor the fallback fonts have, or nil when MathText can draw
// all of txt: call it to validate a title or label before drawing.
func (h *MathText) Check(txt string, fnt font.Font) error {
	for _, line := range h.Lines(norm.NFC.String(txt)) {
		for _, r := range runs(line) {
			f := fnt
			if r.shift != 0 {
				f = scriptFont(fnt)
			}
			for _, seg := range segments(r.s, h.Fonts.Lookup(f, f.Size)) {
				if err := missingGlyph(seg.face, seg.s); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// Box implements text.Handler. Its height is the font's ascent, or the
// top of a superscript (raised 0.38 font sizes, with the ascent of the
// script's font) when that is higher; its depth the font's descent, or
// the bottom of a subscript (lowered 0.18, with its descent) when that
// is lower: so a title or label with scripts is given the room its ink
// takes, and text with no scripts measures as text.Plain measures it.
func (h *MathText) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	txt = norm.NFC.String(cleanText(txt))
	height, depth = h.extents(txt, fnt)
	return h.width(txt, fnt), height, depth
}

// extents returns the height above the baseline and the depth below it
// of a line of text set in fnt (see Box).
func (h *MathText) extents(line string, fnt font.Font) (height, depth vg.Length) {
	face := h.Fonts.Lookup(fnt, fnt.Size)
	ext := face.Extents()
	height, depth = ext.Ascent, ext.Descent
	if !strings.ContainsAny(line, "^_") && isASCII(line) {
		return height, depth
	}
	for _, r := range runs(line) {
		f, dy := fnt, vg.Length(0)
		if r.shift != 0 {
			f = scriptFont(fnt)
			sf := h.Fonts.Lookup(f, f.Size)
			se := sf.Extents()
			if r.shift > 0 {
				dy = superRise * fnt.Size
				height = max(height, dy+se.Ascent)
			} else {
				dy = -subDrop * fnt.Size
				depth = max(depth, -dy+se.Descent)
			}
		}
		if isASCII(r.s) {
			continue
		}
		// A character taller than Liberation's capitals (É, Ǻ, a
		// fallback's ∑): text.Plain's placement, which MathText keeps,
		// draws ink up to Ascent − (Size − Ascent − Descent) − Descent
		// above the baseline within the box, 0.78 font sizes: the box
		// grows by what the ink needs beyond that.
		for _, seg := range segments(r.s, h.Fonts.Lookup(f, f.Size)) {
			top := dy + vg.Length(inkTop(seg.face.Face, seg.s))*seg.face.Font.Size
			height = max(height, top+fnt.Size-ext.Ascent)
		}
	}
	return height, depth
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// inkTop returns the height above the baseline of the tallest glyph of
// the characters of s that are not ASCII, in ems of f (0 for none).
func inkTop(f *opentype.Font, s string) float64 {
	var top float64
	for _, r := range s {
		if r < utf8.RuneSelf || f == nil {
			continue
		}
		if g := glyphBoxOf(f, r); g.ok {
			top = max(top, g.maxY)
		}
	}
	return top
}

// superRise and subDrop are how far a superscript's baseline is raised
// and a subscript's lowered, in font sizes.
const (
	superRise = 0.38
	subDrop   = 0.18
)

// Draw implements text.Handler, with the alignment and rotation rules of
// text.Plain. A single line is placed as text.Plain places it; the lines
// of a longer text are set as Box measures them: each line's depth (Box),
// the font's line gap, then the next line's height apart, which is the
// font's line height (1.15 font sizes in Liberation Serif) for lines
// with no scripts and more where scripts need it, so that the scripts of
// neighbouring lines do not touch and the text fills the height reserved
// for it. (text.Plain sets its lines 1 font size apart, less than the
// height it reserves for them.)
func (h *MathText) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	// Composed (NFC: o and U+0304 are ō), since glyphs are set one after
	// another with no shaping; a combining mark left is refused by the
	// canvas's check (GlyphError).
	txt = strings.TrimRight(norm.NFC.String(cleanText(txt)), "\n")
	if txt == "" {
		return
	}
	fnt := h.Fonts.Lookup(sty.Font, sty.Font.Size)
	if !strings.ContainsAny(txt, "^_\n") && covers(fnt.Face, txt) && !hasScriptChar(txt) {
		h.Plain.Draw(c, txt, sty, pt)
		return
	}
	c.SetColor(sty.Color)
	if sty.Rotation != 0 {
		c.Push()
		c.Rotate(sty.Rotation)
		defer c.Pop()
	}
	// Rotate the anchor into the rotated frame, as text.Plain does.
	sinR, cosR := sincos(sty.Rotation)
	pt.X, pt.Y = pt.Y*sinR+pt.X*cosR, pt.Y*cosR-pt.X*sinR

	lines := h.Lines(txt)
	ext := fnt.Extents()
	gap := ext.Height - ext.Ascent - ext.Descent
	hs := make([]vg.Length, len(lines))
	ds := make([]vg.Length, len(lines))
	var ht vg.Length
	for i, line := range lines {
		hs[i], ds[i] = h.extents(line, sty.Font)
		ht += hs[i] + ds[i]
		if i > 0 {
			ht += gap
		}
	}
	// text.Plain draws a line's ascent-to-descent box 1 font size minus
	// ascent and descent (−0.107 font sizes) off the box it reserves;
	// every line here is offset so, a single one drawn where Plain
	// draws it.
	y := pt.Y + ht*vg.Length(sty.YAlign) + ht + sty.Font.Size - ext.Ascent - ext.Descent
	for i, line := range lines {
		if i > 0 {
			y -= ds[i-1] + gap
		}
		y -= hs[i]
		x := pt.X + vg.Length(sty.XAlign)*h.width(line, sty.Font)
		for _, r := range runs(line) {
			f, dy := sty.Font, vg.Length(0)
			switch r.shift {
			case 1:
				f, dy = scriptFont(sty.Font), superRise*sty.Font.Size
			case -1:
				f, dy = scriptFont(sty.Font), -subDrop*sty.Font.Size
			}
			for _, seg := range segments(r.s, h.Fonts.Lookup(f, f.Size)) {
				c.FillString(seg.face, vg.Point{X: x + seg.dx, Y: y + dy}, seg.s)
				x += seg.width()
			}
		}
	}
}

func sincos(a float64) (vg.Length, vg.Length) {
	s, c := math.Sincos(a)
	return vg.Length(s), vg.Length(c)
}
