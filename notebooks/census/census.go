package census

import (
	"bytes"
	"embed"
	"encoding/base64"
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib/octal/family"
	"github.com/grundylab/grundylab/plots/table"
)

//go:embed octal3.jsonl octal3-lead4.jsonl hardest.jsonl hex2.jsonl hex1-lead4.jsonl hex3.jsonl
var files embed.FS

// Octal3 returns the sweep of every octal code with up to three digits,
// in family order (family.Digits(3, false, nil)), each computed to the
// same N (see the package comment) unless its period was certified
// before.
func Octal3() ([]family.Result, error) { return load("octal3.jsonl") }

// Octal3Lead4 returns the sweep of every code d₀.d₁d₂d₃ with d₀ = 0 or 4
// (splitting a heap in two without removing a token is allowed when
// d₀ = 4), to a smaller N, in family order (family.Digits(3, false,
// []int{0, 4})).
func Octal3Lead4() ([]family.Result, error) { return load("octal3-lead4.jsonl") }

// Hardest returns the sweep of 0.16, 0.56, 0.376 and 0.354 to their
// certified periods.
func Hardest() ([]family.Result, error) { return load("hardest.jsonl") }

func load(name string) ([]family.Result, error) {
	b, err := files.ReadFile(name)
	if err != nil {
		return nil, err
	}
	rs, err := family.ReadResults(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("census: %s: %w", name, err)
	}
	return rs, nil
}

// A Class is what a sweep found out about a code.
type Class int

const (
	Certified  Class = iota // periodic, the period proven by the periodicity theorem
	Equivalent              // trivially equivalent to another code (not computed)
	Unresolved              // no period proven within N heaps
	Failed                  // could not be computed (a value above 65535)
	// Arithmetic: no period proven, but the values show an arithmetic
	// period, g(n + p) = g(n) + s with s > 0, observed only, over at least
	// the second half of the values computed (preperiod ≤ N/2; one seen
	// only near N is too little evidence and stays Unresolved).
	Arithmetic
	// CertifiedArithmetic: arithmetic-periodic, g(n + p) = g(n) + s with
	// s > 0 from the preperiod on, proven (package octal's test for
	// hexadecimal codes with three-heap moves).
	CertifiedArithmetic
)

func (c Class) String() string {
	return [...]string{"certified", "equivalent", "unresolved", "failed", "arithmetic (observed)", "certified arithmetic"}[c]
}

// ClassOf classifies a result.
func ClassOf(r family.Result) Class {
	switch {
	case r.Error != "":
		return Failed
	case r.EquivalentTo != "":
		return Equivalent
	case r.Certified && r.Saltus != 0:
		return CertifiedArithmetic
	case r.Certified:
		return Certified
	case r.Observed.Found && r.Observed.Saltus != 0 && r.Observed.Preperiod <= r.N/2:
		return Arithmetic
	}
	return Unresolved
}

// Count returns how many results fall in each class.
func Count(rs []family.Result) map[Class]int {
	m := map[Class]int{}
	for _, r := range rs {
		m[ClassOf(r)]++
	}
	return m
}

// Columns are the columns of Table and CSV.
var Columns = []string{"code", "class", "equivalent to", "shift", "preperiod", "period", "values read",
	"largest value", "rare mask", "σ", "rare class", "rare heaps", "last rare heap", "seconds"}

// row returns the cells of a result, and whether each is numeric.
func row(r family.Result) []string {
	cells := []string{r.Code, ClassOf(r).String(), "", "", "", "", "", "", "", "", "", "", "", ""}
	switch ClassOf(r) {
	case Equivalent:
		cells[2], cells[3] = r.EquivalentTo, strconv.Itoa(r.Shift)
	case Failed:
		cells[2] = r.Error
	default:
		if r.Certified {
			cells[4], cells[5] = strconv.Itoa(r.Preperiod), strconv.Itoa(r.Period)
			if r.Saltus != 0 {
				cells[1] = fmt.Sprintf("%s, saltus %d", cells[1], r.Saltus)
			}
		} else if ClassOf(r) == Arithmetic { // the period observed, with its saltus
			cells[1] = fmt.Sprintf("%s, saltus %d", cells[1], r.Observed.Saltus)
			cells[4], cells[5] = strconv.Itoa(r.Observed.Preperiod), strconv.Itoa(r.Observed.Period)
		}
		cells[6] = strconv.Itoa(r.Heaps)
		cells[7] = strconv.Itoa(r.MaxValue)
		cells[8] = "0x" + strconv.FormatInt(int64(r.Split.Mask), 16)
		cells[9], cells[10] = strconv.Itoa(r.Split.Sigma), strconv.Itoa(r.Split.RareClass)
		cells[11], cells[12] = strconv.Itoa(r.Split.Rare), strconv.Itoa(r.LastRare)
		cells[13] = strconv.FormatFloat(r.Seconds, 'f', 3, 64)
	}
	return cells
}

// CSV returns the results as comma-separated values with a header line,
// one row per result in the columns of Columns.
func CSV(rs []family.Result) string {
	var b strings.Builder
	write := func(cells []string) {
		for i, c := range cells {
			if i > 0 {
				b.WriteByte(',')
			}
			if strings.ContainsAny(c, ",\"\n") {
				c = `"` + strings.ReplaceAll(c, `"`, `""`) + `"`
			}
			b.WriteString(c)
		}
		b.WriteByte('\n')
	}
	write(Columns)
	for _, r := range rs {
		write(row(r))
	}
	return b.String()
}

// sortScript sorts the table whose id it is given when a header is
// clicked: numbers numerically (hexadecimal masks too), empty cells last,
// a second click reverses. Where a viewer runs no scripts the table is
// shown as it is, in family order, and the CSV link still works.
const sortScript = `<script>(function(id){var t=document.getElementById(id);if(!t)return;
var hs=t.tHead.rows[0].cells,dir={};function key(s){if(s==="")return null;var x=Number(s);return isNaN(x)?s:x;}
for(var i=0;i<hs.length;i++){(function(c){hs[c].style.cursor="pointer";hs[c].title="click to sort";hs[c].onclick=function(){
var b=t.tBodies[0],rows=Array.prototype.slice.call(b.rows),d=dir[c]=-(dir[c]||-1);
rows.sort(function(r,s){var x=key(r.cells[c].textContent),y=key(s.cells[c].textContent);
if(x===null)return y===null?0:1;if(y===null)return -1;if(typeof x!==typeof y){x=String(x);y=String(y);}
return x<y?-d:x>y?d:0;});rows.forEach(function(r){b.appendChild(r);});};})(i);}})(%q);</script>`

// Table returns an HTML table of the results, one row per result in the
// order given, under the headers of Columns, with a link that downloads
// the same rows as CSV and a script that sorts the table by a column when
// its header is clicked (in viewers that run scripts). id names the table
// in the page and must be unique among the tables shown. All text is
// HTML-escaped.
func Table(id string, rs []family.Result) string {
	var b strings.Builder
	csv := base64.StdEncoding.EncodeToString([]byte(CSV(rs)))
	fmt.Fprintf(&b, `<p><a download="%s.csv" href="data:text/csv;base64,%s">download as CSV</a> · click a column header to sort</p>`, html.EscapeString(id), csv)
	b.WriteString(`<style>table.census{border-collapse:collapse;font-family:monospace;font-size:90%}` +
		`table.census th,table.census td{padding:1px 6px;border:1px solid #ccc;text-align:right}` +
		`table.census th{background:#f0f0f0;position:sticky;top:0}</style>`)
	fmt.Fprintf(&b, `<div style="max-height:420px;overflow:auto"><table class="census" id="%s"><thead><tr>`, html.EscapeString(id))
	for _, c := range Columns {
		fmt.Fprintf(&b, "<th>%s</th>", html.EscapeString(c))
	}
	b.WriteString("</tr></thead><tbody>")
	for _, r := range rs {
		b.WriteString("<tr>")
		for _, c := range row(r) {
			fmt.Fprintf(&b, "<td>%s</td>", html.EscapeString(c))
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody></table></div>")
	fmt.Fprintf(&b, sortScript, id)
	return b.String()
}

// ByCode indexes results by code.
func ByCode(rs ...[]family.Result) map[string]family.Result {
	m := map[string]family.Result{}
	for _, list := range rs {
		for _, r := range list {
			m[r.Code] = r
		}
	}
	return m
}

// Resolve follows equivalent_to from code to the computed result it
// reduces to and returns it with the total shift: g_code(n) =
// g_rep(n − shift). ok is false when code or a code on the way is
// missing.
func Resolve(by map[string]family.Result, code string) (rep family.Result, shift int, ok bool) {
	for range len(by) + 1 {
		r, found := by[code]
		if !found {
			return family.Result{}, 0, false
		}
		if r.EquivalentTo == "" {
			return r, shift, true
		}
		shift += r.Shift
		code = r.EquivalentTo
	}
	return family.Result{}, 0, false // a cycle: not written by a sweep
}

// ShiftedPeriod returns the preperiod and period of a code whose values
// are those of rep shifted by shift heaps (g(n) = g_rep(n − shift) for
// n ≥ shift, 0 below): the same period, and the preperiod t_rep + shift,
// exact when t_rep ≥ 1 (g(t_rep + shift − 1) = g_rep(t_rep − 1) differs
// from the value a period later). ok is false when rep is not certified,
// or when t_rep = 0 and shift > 0, where the preperiod depends on the
// values below the shift and has to be read off them.
func ShiftedPeriod(rep family.Result, shift int) (t, p int, ok bool) {
	if !rep.Certified || (rep.Preperiod == 0 && shift > 0) {
		return 0, 0, false
	}
	return rep.Preperiod + shift, rep.Period, true
}

// Tabular returns the results as a table for a paper (CSV or LaTeX via
// table.Export): one row per result in the order given, in the columns of
// Columns, the same cells as CSV and Table.
func Tabular(rs []family.Result) (*table.Table, error) {
	cells := make([][]string, len(rs))
	for i, r := range rs {
		cells[i] = row(r)
	}
	return table.New("", nil, Columns, cells)
}
