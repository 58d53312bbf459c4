package plots

import (
	"fmt"
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"codeberg.org/go-fonts/dejavu/dejavusans"
	"codeberg.org/go-fonts/dejavu/dejavuserif"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// Fallback fonts.
//
// The figure font, gonum's default Liberation Serif, has no glyph for
// most mathematical symbols: ⌊ ⌋ ⊕ ⊗ ∈ ∉ ℕ ℤ ∗ ⊂ ⊆ ∅ ∝ ⟨ ⟩ ∧ ∨ ∀ ∃ ⇒
// ⋯ and the superscripts ⁰ ⁺ ⁻, among others. Drawn in it, such a
// character comes out as nothing at all in PNG and PDF (Liberation's
// .notdef glyph is blank and has no width). MathText
// therefore draws each character the figure font lacks in the first
// fallback font that has it:
//
//   - DejaVu Serif, a serif face close to Liberation Serif, with the
//     arrows, most mathematical operators, the double-struck ℕ ℤ ℚ ℝ and
//     the sub- and superscript digits;
//   - then DejaVu Sans, which has every character of the Mathematical
//     Operators block (U+2200–U+22FF), among them the ∅ ≢ ⋆ ⋯ ⊻ and ℓ
//     that DejaVu Serif lacks.
//
// (For a figure font of another variant than Serif, DejaVu Sans comes
// first.) Both are DejaVu 2.37 from the Go module
// codeberg.org/go-fonts/dejavu v0.4.0, under the Bitstream Vera licence
// (DejaVu's changes are in the public domain; the module's Go code is
// BSD-3), which allows embedding them in figures and redistributing them.
// They are TrueType fonts, so the PDF canvas can embed them as it embeds
// Liberation; STIX Two Math covers more symbols and matches Liberation
// Serif better, but its CFF outlines cannot be embedded by fpdf. The
// fallback glyphs are always upright and regular, also in bold or italic
// text.
//
// A character that no font has (a private-use character, most CJK and
// emoji, and every character beyond U+FFFF, which the PDF's font
// embedding cannot map) is not drawn: Encode, EncodePNG, Save and Export return a
// *GlyphError naming it, and write nothing. MathText.Check reports it
// before a figure is drawn.

// fallbackTypeface is the typeface of the fallback fonts, in font.Font.
const fallbackTypeface = "DejaVu"

// fallbackFonts parses the fallback fonts once: DejaVu Serif and DejaVu
// Sans, by variant.
var fallbackFonts = sync.OnceValue(func() map[font.Variant]*opentype.Font {
	m := map[font.Variant]*opentype.Font{}
	for v, ttf := range map[font.Variant][]byte{"Serif": dejavuserif.TTF, "Sans": dejavusans.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(fmt.Sprintf("plots: parsing the fallback font DejaVu %s: %v", v, err))
		}
		m[v] = f
	}
	return m
})

// fallbacks returns the faces that MathText tries in order for a
// character face lacks. Each is sized so that its capitals are as tall
// as face's (DejaVu's are about a tenth taller than Liberation's at the
// same size: ℕ beside N, ⊕ beside +).
func fallbacks(face font.Face) [2]font.Face {
	order := [2]font.Variant{"Sans", "Serif"}
	if face.Font.Variant == "Serif" {
		order = [2]font.Variant{"Serif", "Sans"}
	}
	fs := fallbackFonts()
	var faces [2]font.Face
	for i, v := range order {
		size := face.Font.Size
		if c, fc := capHeight(face.Face), capHeight(fs[v]); c > 0 && fc > 0 {
			size = vg.Length(float64(size) * c / fc)
		}
		faces[i] = font.Face{
			Font: font.Font{Typeface: fallbackTypeface, Variant: v, Size: size},
			Face: fs[v],
		}
	}
	return faces
}

var capHeights sync.Map // *opentype.Font → float64

// capHeight returns the height of f's capitals in ems, or 0 if f does not
// say.
func capHeight(f *opentype.Font) float64 {
	if f == nil {
		return 0
	}
	if h, ok := capHeights.Load(f); ok {
		return h.(float64)
	}
	var h float64
	upm := f.UnitsPerEm()
	if m, err := f.Metrics(nil, fixed.Int26_6(upm), xfont.HintingNone); err == nil && upm > 0 {
		h = math.Abs(float64(m.CapHeight)) / float64(upm)
	}
	capHeights.Store(f, h)
	return h
}

// asciiCover records which ASCII characters a font has, so that checking
// the coverage of plain text costs a bit test per byte.
type asciiCover [2]uint64

var asciiCovers sync.Map // *opentype.Font → *asciiCover

// asciiCoverage returns which ASCII characters f has, computed once per
// font.
func asciiCoverage(f *opentype.Font) *asciiCover {
	if c, ok := asciiCovers.Load(f); ok {
		return c.(*asciiCover)
	}
	var cov asciiCover
	var buf sfnt.Buffer
	for a := range rune(utf8.RuneSelf) {
		if i, err := f.GlyphIndex(&buf, a); err == nil && i != 0 {
			cov[a/64] |= 1 << (a % 64)
		}
	}
	c, _ := asciiCovers.LoadOrStore(f, &cov)
	return c.(*asciiCover)
}

// has reports whether the ASCII character a is covered.
func (c *asciiCover) has(a byte) bool { return c[a/64]&(1<<(a%64)) != 0 }

// hasGlyph reports whether f has a glyph for r (not its .notdef).
func hasGlyph(f *opentype.Font, r rune) bool {
	if f == nil || r > 0xFFFF {
		// Beyond the Basic Multilingual Plane (𝔽 𝑥 and emoji, which
		// DejaVu has some of) the PDF canvas's font embedding (fpdf maps
		// U+0000–U+FFFF only) panicked: such characters are missing in
		// every format alike.
		return false
	}
	if r < utf8.RuneSelf {
		return asciiCoverage(f).has(byte(r))
	}
	i, err := f.GlyphIndex(nil, r)
	return err == nil && i != 0
}

// covers reports whether f has a glyph for every character of s but
// the newlines that separate its lines. For ASCII text it costs a bit
// test a byte.
func covers(f *opentype.Font, s string) bool {
	if f == nil {
		return false
	}
	ascii := asciiCoverage(f)
	for i := 0; i < len(s); i++ {
		if b := s[i]; b >= utf8.RuneSelf {
			// Not ASCII: look the rest up rune by rune.
			for _, r := range s[i:] {
				if r != '\n' && !hasGlyph(f, r) {
					return false
				}
			}
			return true
		} else if b != '\n' && !ascii.has(b) {
			return false
		}
	}
	return true
}

// A segment is a piece of text drawn in one face: drawn dx from where
// it begins (dx ≤ 0), and trim narrower than the face's advance.
type segment struct {
	s        string
	face     font.Face
	dx, trim vg.Length
}

// width is the advance of seg.
func (seg segment) width() vg.Length { return seg.face.Width(seg.s) - seg.trim }

// segments splits s into pieces each drawn in one face: a character in
// face if face has it, else in the first fallback that has it, else in
// face (where it is missing: the canvas check reports it). A space stays
// in the piece before it: an SVG viewer strips the spaces that begin a
// text element, which would move the piece left by a space. A Unicode
// superscript or subscript (scriptChar) is a piece of its own, drawn
// with its side bearings tightened (scriptTrim). A text face covers
// whole and without scripts is one segment.
func segments(s string, face font.Face) []segment {
	if covers(face.Face, s) && !hasScriptChar(s) {
		return []segment{{s: s, face: face}}
	}
	fb := fallbacks(face)
	faces := [3]font.Face{face, fb[0], fb[1]}
	var out []segment
	start, cur := 0, -1
	var script rune // the piece from start is this script character (and spaces)
	flush := func(end int) {
		if cur < 0 {
			return
		}
		seg := segment{s: s[start:end], face: faces[cur]}
		if script != 0 {
			// Followed by spaces (in the piece: see above), its right
			// bearing stays: cut, the next piece would overlap the
			// space, which a PDF's text then loses (s₁∩ for s₁ ∩).
			seg.dx, seg.trim = scriptTrim(seg.face, script, end-start == utf8.RuneLen(script))
		}
		out = append(out, seg)
	}
	for i, r := range s {
		if r == ' ' && cur >= 0 && hasGlyph(faces[cur].Face, r) {
			continue
		}
		k := 0
		for j, f := range faces {
			if hasGlyph(f.Face, r) {
				k = j
				break
			}
		}
		sc := scriptChar(r)
		if k != cur || sc || script != 0 {
			flush(i)
			start, cur, script = i, k, 0
			if sc {
				script = r
			}
		}
	}
	flush(len(s))
	return out
}

// segmentsWidth is the width of s set in face and its fallbacks.
func segmentsWidth(s string, face font.Face) vg.Length {
	if covers(face.Face, s) && !hasScriptChar(s) {
		return face.Width(s)
	}
	var w vg.Length
	for _, seg := range segments(s, face) {
		w += seg.width()
	}
	return w
}

// Unicode superscripts and subscripts.
//
// Liberation Serif draws its subscript digits ₀–₉ (U+2080–U+2089) on the
// advance of a full digit, half an em, with the small glyph centred: ₁
// has 0.148 em of blank on its left and 0.141 em on its right, against
// 0.03 em for its superscript ¹. So x₁ came out with a gap of 8 pixels
// at 48 pt and 72 dpi between the letter and the digit, and H₂O with 8
// and 9, where MathText's x_1 and H_2O leave 4 and 3 (TestScriptCharGap):
// a fault of the font's metrics, not of the placement (the fallback
// fonts' ⁹ and ⁺ stand as close as a MathText script), but one a reader
// sees as a space. MathText therefore draws each character of the
// Superscripts and Subscripts block (U+2070–U+209F) and ¹ ² ³, in
// whichever font has it, with each side bearing cut to at most
// scriptBearing em: x₁ then has a gap of 3 pixels, H₂O 3 and 3. The
// characters are drawn as written (a PDF's text is still H₂O), only
// moved; text drawn with gonum's text.Plain keeps the fonts' spacing.

// scriptBearing is the largest side bearing, in ems of its face, of a
// Unicode superscript or subscript as MathText draws it.
const scriptBearing = 0.03

// scriptChar reports whether r is a Unicode superscript or subscript.
func scriptChar(r rune) bool {
	return r >= 0x2070 && r <= 0x209F || r == '¹' || r == '²' || r == '³'
}

// hasScriptChar reports whether s has a scriptChar; O(len(s)), a byte
// test a byte for ASCII.
func hasScriptChar(s string) bool {
	return !isASCII(s) && strings.IndexFunc(s, scriptChar) >= 0
}

// A glyphBox is a glyph's ink box and advance in ems: x to the right,
// y upwards from the baseline (ok false for a character the font lacks,
// or one with no ink).
type glyphBox struct {
	minX, minY, maxX, maxY, adv float64
	ok                          bool
}

var glyphBoxes sync.Map // struct{*opentype.Font; rune} → glyphBox

// glyphBoxOf returns the ink box of r in f, read once from the font and
// kept (the figures' few characters are measured again and again).
func glyphBoxOf(f *opentype.Font, r rune) glyphBox {
	type key struct {
		f *opentype.Font
		r rune
	}
	k := key{f, r}
	if v, ok := glyphBoxes.Load(k); ok {
		return v.(glyphBox)
	}
	var g glyphBox
	if f != nil {
		var buf sfnt.Buffer
		upm := f.UnitsPerEm()
		if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 && upm > 0 {
			if b, adv, err := f.GlyphBounds(&buf, i, fixed.Int26_6(upm), xfont.HintingNone); err == nil && b.Max.X > b.Min.X {
				em := float64(upm)
				// The font's y grows downwards.
				g = glyphBox{minX: float64(b.Min.X) / em, minY: -float64(b.Max.Y) / em, maxX: float64(b.Max.X) / em,
					maxY: -float64(b.Min.Y) / em, adv: float64(adv) / em, ok: true}
			}
		}
	}
	v, _ := glyphBoxes.LoadOrStore(k, g)
	return v.(glyphBox)
}

// scriptTrim returns how far left of its place to draw the script
// character r in face, and how much narrower its advance is, so that
// neither side bearing (the left only, unless right) exceeds
// scriptBearing em. A character face lacks
// is drawn as it is.
func scriptTrim(face font.Face, r rune, right bool) (dx, trim vg.Length) {
	var c [2]float64 // left and right cuts, in ems
	if g := glyphBoxOf(face.Face, r); g.ok {
		c[0] = max(0, g.minX-scriptBearing)
		c[1] = max(0, g.adv-g.maxX-scriptBearing)
	}
	if !right {
		c[1] = 0
	}
	size := face.Font.Size
	return -vg.Length(c[0]) * size, vg.Length(c[0]+c[1]) * size
}

// A GlyphError reports a character of a figure's text that no font can
// draw: neither the text's font nor, for text set with MathText, the
// fallback fonts DejaVu Serif and DejaVu Sans have a glyph for it.
type GlyphError struct {
	// Rune is the character, and Text the text (one line, or one script
	// of MathText) it occurs in.
	Rune rune
	Text string
	// Font names the text's font, as "LiberationSerif-Regular".
	Font string
	// Fallback names a fallback font that has the character when the
	// text was drawn without MathText, which would have used it; "" when
	// no font has it.
	Fallback string
	// Control is set when Rune is a control character (ESC, NUL …; see
	// "Control characters" in controls.go): no font draws it, and no
	// figure should.
	Control bool
	// Combining is set when Rune is a combining mark (U+0304 in x̄) that
	// no precomposed character absorbs: figures set text glyph after
	// glyph, so it would be drawn beside its letter, not over it.
	Combining bool
}

func (e *GlyphError) Error() string {
	if e.Control {
		return fmt.Sprintf("control character U+%04X in %q: figures do not draw it; remove it (a tab is drawn as a space, and CR LF, CR, VT and FF as line breaks)",
			e.Rune, e.Text)
	}
	if e.Combining {
		return fmt.Sprintf("combining mark %q (U+%04X) in %q: figures draw it beside its letter, not over it; use a precomposed character (ō, not o and U+0304) or another notation",
			e.Rune, e.Rune, e.Text)
	}
	if e.Fallback != "" {
		return fmt.Sprintf("no glyph for %q (U+%04X) in %q: %s lacks it and the text is not set with plots.MathText, which would draw it in %s (Style.Apply installs MathText)",
			e.Rune, e.Rune, e.Text, e.Font, e.Fallback)
	}
	return fmt.Sprintf("no glyph for %q (U+%04X) in %q: neither %s nor the fallback fonts DejaVu Serif and DejaVu Sans have it",
		e.Rune, e.Rune, e.Text, e.Font)
}

// missingGlyph returns a *GlyphError for the first character of s that
// face lacks, or that is a control character or a combining mark, or nil.
func missingGlyph(face font.Face, s string) *GlyphError {
	for _, r := range s {
		if isControl(r) {
			return &GlyphError{Rune: r, Text: s, Font: face.Name(), Control: true}
		}
		if unicode.Is(unicode.Mn, r) {
			// Text is set glyph after glyph, with no shaping: a
			// combining mark lands beside its letter (x¯ for x̄), not
			// over it. MathText composes what Unicode can (NFC: o and
			// U+0304 are ō); what remains is refused.
			return &GlyphError{Rune: r, Text: s, Font: face.Name(), Combining: true}
		}
		if hasGlyph(face.Face, r) {
			continue
		}
		e := &GlyphError{Rune: r, Text: s, Font: face.Name()}
		if face.Font.Typeface != fallbackTypeface {
			for _, f := range fallbacks(face) {
				if hasGlyph(f.Face, r) {
					e.Fallback = f.Name()
					break
				}
			}
		}
		return e
	}
	return nil
}

// glyphCanvas is a vg.Canvas that draws on another and records the first
// character of a FillString that the string's face has no glyph for,
// which the canvas would draw as nothing (Liberation's .notdef is empty).
type glyphCanvas struct {
	vg.CanvasSizer
	err *GlyphError
}

// FillString implements vg.Canvas.
// A tab, which MathText draws as a space, is drawn as a space also in
// text set by another handler (gonum's text.Plain).
func (c *glyphCanvas) FillString(f font.Face, pt vg.Point, s string) {
	s = strings.ReplaceAll(s, "\t", " ")
	if c.err == nil {
		c.err = missingGlyph(f, s)
	}
	c.CanvasSizer.FillString(f, pt, s)
}

// Err returns the first missing glyph's error, or nil (a nil *GlyphError
// would be a non-nil error).
func (c *glyphCanvas) Err() error {
	if c.err == nil {
		return nil
	}
	return c.err
}
