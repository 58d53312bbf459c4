package table

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/grundylab/grundylab/internal/atomicfile"
	"github.com/grundylab/grundylab/plots"
)

// A Table is a grid of text cells with a header row and optional row
// headers. Build it with New, Ints or Sequence, which validate it.
type Table struct {
	// Corner is the top-left cell, above the row headers (often the name
	// of the row variable, "n" or "k").
	Corner string
	// ColHeads are the column headers.
	ColHeads []string
	// RowHeads are the row headers; nil for a table without them (then
	// Corner is not written).
	RowHeads []string
	// Cells holds the rows; every row has len(ColHeads) cells.
	Cells [][]string
	// Marked, when not nil, has the shape of Cells and marks the cells to
	// emphasise (P-positions): bold in LaTeX.
	Marked [][]bool
	// Literal, when not nil, has the shape of Cells and marks the cells
	// that are identifiers or verbatim strings (a graph6 string, a game's
	// code): LaTeX sets them with Verbatim, every character as typed,
	// instead of Escape, which reads F_2 or 2^{-5} as math.
	Literal [][]bool
	// LiteralRowHeads sets the row headers with Verbatim (row headers
	// that are game names, "octal:0.137").
	LiteralRowHeads bool
}

// New returns the table with the given headers and cells. It returns an
// error unless every row has len(colHeads) cells and rowHeads is nil or
// has one header per row.
func New(corner string, rowHeads, colHeads []string, cells [][]string) (*Table, error) {
	t := &Table{Corner: corner, RowHeads: rowHeads, ColHeads: colHeads, Cells: cells}
	if err := t.check(); err != nil {
		return nil, err
	}
	return t, nil
}

// Ints is New for integer cells, written in base 10.
func Ints(corner string, rowHeads, colHeads []string, cells [][]int) (*Table, error) {
	s := make([][]string, len(cells))
	for r, row := range cells {
		s[r] = make([]string, len(row))
		for c, v := range row {
			s[r][c] = strconv.Itoa(v)
		}
	}
	return New(corner, rowHeads, colHeads, s)
}

// Sequence returns the table of the Grundy values g(n) = values[n−start],
// perRow to a row, laid out as plots.GrundyTable: the row headed m holds
// g(m), …, g(m+perRow−1) under the column headers +0, …, +(perRow−1),
// the last row padded with empty cells, and the P-positions (g = 0)
// marked. It returns an error for an empty sequence, a negative value or
// perRow < 1.
func Sequence(values []int, start, perRow int) (*Table, error) {
	switch {
	case len(values) == 0:
		return nil, fmt.Errorf("table: Sequence: empty sequence")
	case perRow < 1:
		return nil, fmt.Errorf("table: Sequence: perRow = %d, want at least 1", perRow)
	}
	rows := (len(values) + perRow - 1) / perRow
	t := &Table{Corner: "n", ColHeads: make([]string, perRow), RowHeads: make([]string, rows),
		Cells: make([][]string, rows), Marked: make([][]bool, rows)}
	for c := range perRow {
		t.ColHeads[c] = "+" + strconv.Itoa(c)
	}
	for r := range rows {
		t.RowHeads[r] = strconv.Itoa(start + r*perRow)
		t.Cells[r] = make([]string, perRow)
		t.Marked[r] = make([]bool, perRow)
		for c := range perRow {
			i := r*perRow + c
			if i >= len(values) {
				continue
			}
			if values[i] < 0 {
				return nil, fmt.Errorf("table: Sequence: negative value g(%d) = %d", start+i, values[i])
			}
			t.Cells[r][c] = strconv.Itoa(values[i])
			t.Marked[r][c] = values[i] == 0
		}
	}
	return t, nil
}

func (t *Table) check() error {
	if len(t.ColHeads) == 0 {
		return fmt.Errorf("table: no columns")
	}
	if t.RowHeads != nil && len(t.RowHeads) != len(t.Cells) {
		return fmt.Errorf("table: %d row headers for %d rows", len(t.RowHeads), len(t.Cells))
	}
	for r, row := range t.Cells {
		if len(row) != len(t.ColHeads) {
			return fmt.Errorf("table: ragged table: row %d has %d cells for %d column headers", r, len(row), len(t.ColHeads))
		}
	}
	for _, m := range []struct {
		name  string
		flags [][]bool
	}{{"Marked", t.Marked}, {"Literal", t.Literal}} {
		if m.flags == nil {
			continue
		}
		if len(m.flags) != len(t.Cells) {
			return fmt.Errorf("table: %s has %d rows for %d", m.name, len(m.flags), len(t.Cells))
		}
		for r, row := range m.flags {
			if len(row) != len(t.ColHeads) {
				return fmt.Errorf("table: %s row %d has %d cells for %d", m.name, r, len(row), len(t.ColHeads))
			}
		}
	}
	return nil
}

// records returns the header row and the rows, row headers first.
func (t *Table) records() [][]string {
	var recs [][]string
	head := t.ColHeads
	if t.RowHeads != nil {
		head = append([]string{t.Corner}, t.ColHeads...)
	}
	recs = append(recs, head)
	for r, row := range t.Cells {
		if t.RowHeads != nil {
			row = append([]string{t.RowHeads[r]}, row...)
		}
		recs = append(recs, row)
	}
	return recs
}

// CSV returns the table as CSV (RFC 4180 quoting: fields with commas,
// quotes or line breaks are quoted; lines end in LF, as encoding/csv
// writes by default and every CSV reader accepts): a header
// row (the corner cell and the column headers), then one line per row.
func (t *Table) CSV() (string, error) {
	if err := t.check(); err != nil {
		return "", err
	}
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if err := w.WriteAll(t.records()); err != nil {
		return "", fmt.Errorf("table: CSV: %w", err)
	}
	return b.String(), nil
}

// LaTeX returns the table as a LaTeX tabular environment: columns
// right-aligned, the row headers separated by a vertical rule, the header
// row by \hline, marked cells in \textbf. Text is escaped with Escape,
// the cells marked Literal (and the row headers, with LiteralRowHeads)
// with Verbatim. A column holding a sentence (a cell not marked Literal
// of more than WrapRunes characters: a list of winning moves, a note) is
// a paragraph column, p{…\linewidth}, which wraps, where an r column
// would run off the page; the paragraph columns share 0.6\linewidth.
// A Literal cell never wraps (a graph6 string is one word).
func (t *Table) LaTeX() (string, error) {
	if err := t.check(); err != nil {
		return "", err
	}
	var b strings.Builder
	spec := t.columnSpec()
	if t.RowHeads != nil {
		spec = "r|" + spec
	}
	fmt.Fprintf(&b, "\\begin{tabular}{%s}\n\\hline\n", spec)
	for i, rec := range t.records() {
		for j, cell := range rec {
			if j > 0 {
				b.WriteString(" & ")
			}
			c := j
			if t.RowHeads != nil {
				c--
			}
			switch {
			case i > 0 && c >= 0 && t.Literal != nil && t.Literal[i-1][c],
				i > 0 && c < 0 && t.LiteralRowHeads:
				cell = Verbatim(cell)
			default:
				cell = Escape(cell)
			}
			if i > 0 && c >= 0 && t.Marked != nil && t.Marked[i-1][c] && cell != "" {
				cell = "\\textbf{" + cell + "}"
			}
			b.WriteString(cell)
		}
		b.WriteString(" \\\\\n")
		if i == 0 {
			b.WriteString("\\hline\n")
		}
	}
	b.WriteString("\\hline\n\\end{tabular}\n")
	return b.String(), nil
}

// WrapRunes is the length, in characters, above which a cell not marked
// Literal makes its column a paragraph column in LaTeX.
const WrapRunes = 40

// columnSpec returns the LaTeX column types of the body's columns: r,
// or p{w\linewidth} for a column with a cell of more than WrapRunes
// characters not marked Literal, w = 0.6 over the number of such
// columns, to two decimals.
func (t *Table) columnSpec() string {
	wide := make([]bool, len(t.ColHeads))
	n := 0
	for c := range t.ColHeads {
		for r, row := range t.Cells {
			if (t.Literal == nil || !t.Literal[r][c]) && utf8.RuneCountInString(row[c]) > WrapRunes {
				wide[c] = true
				n++
				break
			}
		}
	}
	var b strings.Builder
	for c := range t.ColHeads {
		if !wide[c] {
			b.WriteByte('r')
			continue
		}
		fmt.Fprintf(&b, "p{%s\\linewidth}", strconv.FormatFloat(math.Floor(60/float64(n))/100, 'f', -1, 64))
	}
	return b.String()
}

// HTML returns the table as the HTML of plots.HTMLTable (for a notebook;
// a table without row headers gets empty ones).
func (t *Table) HTML() (string, error) {
	if err := t.check(); err != nil {
		return "", err
	}
	rows := t.RowHeads
	if rows == nil {
		rows = make([]string, len(t.Cells))
	}
	return plots.HTMLTable(t.Corner, rows, t.ColHeads, t.Cells)
}

// mathRunes are written as LaTeX math.
var mathRunes = map[rune]string{
	'⊕': `\oplus`, '≤': `\le`, '≥': `\ge`, '−': `-`, '×': `\times`, '·': `\cdot`,
	'∞': `\infty`, '≡': `\equiv`, '∈': `\in`, '→': `\to`, '≠': `\ne`, '⌊': `\lfloor`,
	'⌋': `\rfloor`, '⌈': `\lceil`, '⌉': `\rceil`, '∑': `\sum`, '…': `\dots`, '±': `\pm`,
	'α': `\alpha`, 'β': `\beta`, 'γ': `\gamma`, 'δ': `\delta`, 'ε': `\varepsilon`,
	'λ': `\lambda`, 'μ': `\mu`, 'π': `\pi`, 'σ': `\sigma`, 'φ': `\varphi`, 'ω': `\omega`,
	'Δ': `\Delta`, 'Σ': `\Sigma`, 'Ω': `\Omega`, 'θ': `\theta`, 'κ': `\kappa`, 'ν': `\nu`,
	'ρ': `\rho`, 'τ': `\tau`, 'χ': `\chi`, 'ψ': `\psi`, 'ξ': `\xi`, 'η': `\eta`, 'ζ': `\zeta`,
	'Γ': `\Gamma`, 'Θ': `\Theta`, 'Λ': `\Lambda`, 'Π': `\Pi`, 'Φ': `\Phi`, 'Ψ': `\Psi`,
	'≈': `\approx`, '√': `\surd`, '∪': `\cup`, '∩': `\cap`, '∅': `\emptyset`, '⊆': `\subseteq`,
	'⊂': `\subset`, '∖': `\setminus`, '↦': `\mapsto`, '≅': `\cong`, '∘': `\circ`, '∧': `\wedge`,
	'∨': `\vee`, '¬': `\neg`, '∀': `\forall`, '∃': `\exists`, 'ℓ': `\ell`, '⇒': `\Rightarrow`,
	'⇔': `\Leftrightarrow`, '←': `\leftarrow`, '↔': `\leftrightarrow`, '∉': `\notin`, '≺': `\prec`,
	'₀': `_0`, '₁': `_1`, '₂': `_2`, '₃': `_3`, '₄': `_4`, '₅': `_5`, '₆': `_6`, '₇': `_7`,
	'₈': `_8`, '₉': `_9`, 'ₖ': `_k`, 'ₙ': `_n`, 'ᵢ': `_i`,
	'⁰': `^0`, '¹': `^1`, '²': `^2`, '³': `^3`, '⁴': `^4`, '⁵': `^5`, '⁶': `^6`, '⁷': `^7`,
	'⁸': `^8`, '⁹': `^9`, '⁻': `^-`, 'ᵏ': `^k`, 'ⁿ': `^n`,
}

// textEscapes are the characters special to LaTeX in text mode.
var textEscapes = map[rune]string{
	'\\': `\textbackslash{}`, '&': `\&`, '%': `\%`, '$': `\$`, '#': `\#`, '_': `\_`,
	'{': `\{`, '}': `\}`, '~': `\textasciitilde{}`, '^': `\textasciicircum{}`,
	// In OT1 text these three are other glyphs (¡, ¿, —).
	'<': `\textless{}`, '>': `\textgreater{}`, '|': `\textbar{}`,
}

// verbatimEscapes are the characters Verbatim writes as commands: every
// ASCII character special to LaTeX or drawn otherwise than typed in a
// font encoding (in OT1, | < > are other glyphs; in T1 and OT1, ` and '
// are curly quotes). The underscore is \char95, the typewriter font's
// own glyph in OT1, T1 and Unicode alike (OT1's \_ is a rule, which a
// PDF's text does not keep).
var verbatimEscapes = map[rune]string{
	'\\': `\textbackslash{}`, '{': `\{`, '}': `\}`, '#': `\#`, '$': `\$`, '%': `\%`, '&': `\&`,
	'_': `{\char95}`, '^': `\textasciicircum{}`, '~': `\textasciitilde{}`, '`': `\textasciigrave{}`,
	'\'': `\textquotesingle{}`, '|': `\textbar{}`, '<': `\textless{}`, '>': `\textgreater{}`,
}

// Verbatim returns s as LaTeX that prints it character for character, in
// \texttt: for identifiers and strings of a notation, such as a graph6
// string ("G^`?_o"), a Cram board ("..#./....") or a game's code, where
// Escape would read _X and ^X as scripts. Every character special to
// LaTeX is escaped (\textasciicircum{} \textasciigrave{} \# …), a hyphen
// before a hyphen is followed by {} (no -- dash), and other characters are
// copied. The result compiles with pdflatex in OT1 or T1 (the text
// commands \textasciigrave and \textquotesingle are the LaTeX kernel's
// since 2020, textcomp's before) and reads back from the PDF as s.
func Verbatim(s string) string {
	var b strings.Builder
	b.WriteString(`\texttt{`)
	rs := []rune(s)
	for i, r := range rs {
		if e, ok := verbatimEscapes[r]; ok {
			b.WriteString(e)
			continue
		}
		b.WriteRune(r)
		if r == '-' && safeAt(rs, i+1) == '-' {
			b.WriteString("{}")
		}
	}
	b.WriteByte('}')
	return b.String()
}

// Escape returns s as LaTeX text: scripts written in plain text as the
// notebooks write them (F_2, F_k, sg_{3}, 2^{-5}, 4^k: after _ or ^ one
// letter, a run of digits or a group in braces) become math, the other
// characters special to LaTeX are escaped, and the Unicode mathematics of mathRunes is set as math, a run
// of it in one $…$ with consecutive scripts grouped (so "sg₃" becomes
// sg$_{3}$, "2⁻⁵" becomes 2$^{-5}$ and "a ≤ b" a $\le$ b). Other
// characters are copied. It is for text and mathematics; a string of a
// notation, whose _ and ^ are characters (graph6: "?_o"), wants Verbatim.
func Escape(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		// Plain-text scripts as the notebooks and MathText write them:
		// F_2, F_k, sg_{3}, 2^{-5}, 4^k become math.
		if (r == '_' || r == '^') && i+1 < len(rs) {
			if script, n := plainScript(rs[i+1:]); n > 0 {
				fmt.Fprintf(&b, "$%c{%s}$", r, script)
				i += n
				continue
			}
		}
		if e, ok := textEscapes[r]; ok {
			b.WriteString(e)
			continue
		}
		if _, ok := mathRunes[r]; !ok {
			b.WriteRune(r)
			continue
		}
		// A run of math runes, with scripts grouped: ⁻⁵ → ^{-5}.
		b.WriteByte('$')
		for i < len(rs) {
			m, ok := mathRunes[rs[i]]
			if !ok {
				break
			}
			if m[0] == '^' || m[0] == '_' {
				kind := m[0]
				var group strings.Builder
				for i < len(rs) {
					m2, ok := mathRunes[rs[i]]
					if !ok || m2[0] != kind {
						break
					}
					group.WriteString(m2[1:])
					i++
				}
				fmt.Fprintf(&b, "%c{%s}", kind, group.String())
				continue
			}
			if strings.HasPrefix(m, `\`) {
				if _, next := mathRunes[safeAt(rs, i+1)]; next {
					m += " " // \le\alpha would be one unknown command
				}
			}
			b.WriteString(m)
			i++
		}
		i--
		b.WriteByte('$')
	}
	return b.String()
}

// plainScript reads the script after _ or ^: a group in braces, or one
// letter or a run of digits. It returns the script (braces, LaTeX specials
// and non-ASCII refused) and the number of runes read, 0 for none.
func plainScript(rs []rune) (string, int) {
	ok := func(r rune) bool {
		return r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '+' || r == ' ' || r == '(' || r == ')' || r == '/' || r == ',')
	}
	if rs[0] == '{' {
		for j := 1; j < len(rs); j++ {
			if rs[j] == '}' {
				return string(rs[1:j]), j + 1
			}
			if !ok(rs[j]) {
				return "", 0
			}
		}
		return "", 0
	}
	switch {
	case rs[0] < 128 && unicode.IsDigit(rs[0]):
		j := 1
		for j < len(rs) && rs[j] < 128 && unicode.IsDigit(rs[j]) {
			j++
		}
		return string(rs[:j]), j
	case rs[0] < 128 && unicode.IsLetter(rs[0]):
		return string(rs[0]), 1
	}
	return "", 0
}

func safeAt(rs []rune, i int) rune {
	if i < len(rs) {
		return rs[i]
	}
	return 0
}

// Export writes t into dir (created if missing) as NAME.csv and NAME.tex,
// each through a temporary file renamed into place, and returns the
// paths written.
func Export(dir, name string, t *Table) ([]string, error) {
	if name == "" || name != filepath.Base(name) || name == "." || name == ".." {
		return nil, fmt.Errorf("table: Export: bad name %q", name)
	}
	c, err := t.CSV()
	if err != nil {
		return nil, err
	}
	l, err := t.LaTeX()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("table: Export: %w", err)
	}
	var paths []string
	for _, f := range []struct{ ext, text string }{{"csv", c}, {"tex", l}} {
		path := filepath.Join(dir, name+"."+f.ext)
		if err := atomicfile.WriteFile(path, []byte(f.text)); err != nil {
			return paths, fmt.Errorf("table: Export: %w", err)
		}
		paths = append(paths, path)
	}
	return paths, nil
}
