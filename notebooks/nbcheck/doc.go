// Package nbcheck asserts claims inside notebook cells.
//
// A notebook in this repository states a claim in a markdown cell, computes it in
// the next code cell and asserts it in the cell after that. Each assertion
// prints one line: "✓ <claim>" on standard output when it holds, or
// "✗ <claim>: <why>" on standard error when it does not, after which the cell's
// program exits with status 1. GoNB then shows "exit status 1" and an error
// output under the cell, Jupyter marks the cell as failed, and
// scripts/run-notebooks fails the notebook (it looks for error outputs, for
// "exit status N" and for lines starting with "✗ "). A failed claim is thus
// visible in the browser and fatal in CI, and never goes unnoticed in a
// committed notebook.
//
// Before printing, every assertion calls gonbui.Sync so that its line appears
// after the figures the cell displayed before it; outside a notebook Sync does
// nothing, and the package works in plain programs and tests too.
//
// Typical cells:
//
//	vals := nbcheck.Must(heap.Values(rule, 1000, nil))
//	nbcheck.Equal("g(17)", vals[17], 4)
//	nbcheck.True(seq.Period().Length == 12, "the sequence has period 12")
//	_, err := heap.Values(rule, -1, nil)
//	nbcheck.Error(err, "negative") // shows the library's error for bad input
//
// A claim over the cases of a loop is checked case by case with All, and a
// counterexample found otherwise is reported with Fail:
//
//	all := nbcheck.All("sg_4(s) = s − 1 for s ≤ 2000")
//	for s := 1; s <= 2000; s++ {
//		all.Check(g4[s] == s-1, "sg_4(%d) = %d", s, g4[s])
//	}
//	all.Done() // ✓ sg_4(s) = s − 1 for s ≤ 2000 (2000 cases)
package nbcheck
