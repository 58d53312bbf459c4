package plots

import (
	"fmt"
	"html"
	"strconv"
	"strings"
)

// Inline styles of the tables of HTMLTable and GrundyTable. They are
// style attributes rather than a <style> element because Jupyter Notebook
// drops <style> elements from the outputs of untrusted notebooks (any
// notebook freshly cloned or committed with its outputs) and keeps style
// attributes; the classes (grundylab, p) stay for selecting the tables.
const (
	tableStyle = `border-collapse:collapse;font-family:monospace`
	cellStyle  = `padding:1px 6px;border:1px solid #ccc;text-align:right`
	headStyle  = cellStyle + `;background:#f0f0f0`
	pStyle     = cellStyle + `;background:#f4c7c3;color:#a51d1e`
)

// HTMLTable returns an HTML <table> with a header row of colHeads, one
// row per element of cells, each headed by the matching rowHeads entry,
// and corner as its top-left cell. All text is HTML-escaped. It returns
// an error unless len(rowHeads) == len(cells) and every row of cells has
// len(colHeads) entries. Show the result in a notebook with lab.ShowHTML.
func HTMLTable(corner string, rowHeads, colHeads []string, cells [][]string) (string, error) {
	if len(rowHeads) != len(cells) {
		return "", fmt.Errorf("plots: HTMLTable: %d row headers for %d rows", len(rowHeads), len(cells))
	}
	for r, row := range cells {
		if len(row) != len(colHeads) {
			return "", fmt.Errorf("plots: HTMLTable: ragged table: row %d has %d cells for %d column headers", r, len(row), len(colHeads))
		}
	}
	return buildTable(corner, rowHeads, colHeads, len(cells), func(r, c int) (string, bool) {
		return cells[r][c], false
	}), nil
}

// GrundyTable returns an HTML <table> of the Grundy values g(n) =
// values[n-start], perRow to a row: the row headed m holds g(m), …,
// g(m+perRow−1) under column headers +0, …, +(perRow−1), so g(n) sits
// in row n − (n−start) mod perRow. P-positions (g = 0) are highlighted
// in bold on a light red background (inline styles, which untrusted
// notebooks keep; the bold survives renderers that strip them too). The last row may be short. It
// returns an error for an empty sequence, a negative value, or perRow < 1.
// Show the result in a notebook with lab.ShowHTML; the output is deterministic.
func GrundyTable(values []int, start, perRow int) (string, error) {
	switch {
	case len(values) == 0:
		return "", fmt.Errorf("plots: GrundyTable: empty sequence")
	case perRow < 1:
		return "", fmt.Errorf("plots: GrundyTable: perRow = %d, want at least 1", perRow)
	}
	for i, v := range values {
		if v < 0 {
			return "", fmt.Errorf("plots: GrundyTable: negative value g(%d) = %d", start+i, v)
		}
	}
	rows := (len(values) + perRow - 1) / perRow
	rowHeads := make([]string, rows)
	for r := range rows {
		rowHeads[r] = strconv.Itoa(start + r*perRow)
	}
	colHeads := make([]string, perRow)
	for c := range perRow {
		colHeads[c] = "+" + strconv.Itoa(c)
	}
	return buildTable("n", rowHeads, colHeads, rows, func(r, c int) (string, bool) {
		i := r*perRow + c
		if i >= len(values) {
			return "", false
		}
		return strconv.Itoa(values[i]), values[i] == 0
	}), nil
}

// buildTable writes the table; cell returns the text of a cell and
// whether it is highlighted.
func buildTable(corner string, rowHeads, colHeads []string, rows int, cell func(r, c int) (string, bool)) string {
	var b strings.Builder
	th := func(text string) { b.WriteString(`<th style="` + headStyle + `">` + html.EscapeString(text) + "</th>") }
	b.WriteString(`<table class="grundylab" style="` + tableStyle + `">` + "\n<tr>")
	th(corner)
	for _, h := range colHeads {
		th(h)
	}
	b.WriteString("</tr>\n")
	for r := range rows {
		b.WriteString("<tr>")
		th(rowHeads[r])
		for c := range colHeads {
			text, hi := cell(r, c)
			if hi {
				b.WriteString(`<td class="p" style="` + pStyle + `"><b>` + html.EscapeString(text) + "</b></td>")
			} else {
				b.WriteString(`<td style="` + cellStyle + `">` + html.EscapeString(text) + "</td>")
			}
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return b.String()
}
