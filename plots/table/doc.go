// Package table writes the tables of grundylab's notebooks for papers:
// as CSV (RFC 4180, for spreadsheets and data analysis) and as a LaTeX
// tabular environment (for the paper itself), from the same cells that
// a notebook shows as HTML.
//
// A Table has a corner cell, column headers, optional row headers and
// string cells; New and Ints validate the shape, Sequence lays a Grundy
// sequence out as GrundyTable does (the row headed m holds g(m), …,
// g(m+perRow−1)) with its P-positions (g = 0) marked. Then
//
//	t.CSV()            // the CSV text
//	t.LaTeX()          // \begin{tabular}…\end{tabular}
//	t.HTML()           // the HTML of plots.HTMLTable, for a notebook
//	table.Export(dir, "periods", t) // dir/periods.csv and dir/periods.tex
//
// LaTeX output writes plain-text scripts (F_2, F_k, sg_{3}, 2^{-5}) as
// math, escapes the other characters special to LaTeX (# $ % & _ { } ~
// ^ \) and writes the Unicode mathematics the notebooks use (⊕, ≤, ≥, −,
// ×, subscript and superscript digits, …) as LaTeX math, so the tabular
// compiles with pdflatex; other non-ASCII text is passed through and
// needs a UTF-8 engine (xelatex, lualatex) or inputenc. Cells marked
// Literal (and row headers, with LiteralRowHeads) are instead strings of
// a notation, a graph6 string such as "G^`?_o" or a game's code, and are
// set by Verbatim: in \texttt, every character as typed (its _ and ^ are
// characters, not scripts). Marked cells
// (P-positions) are set in bold (\textbf in LaTeX); CSV has no
// formatting, so marks are not written there.
package table
