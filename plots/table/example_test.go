package table_test

import (
	"fmt"
	"log"

	"github.com/grundylab/grundylab/plots/table"
)

// The Grundy values of the subtraction game {1, 3, 4}, four to a row, as
// a LaTeX tabular with the P-positions in bold.
func ExampleSequence() {
	t, err := table.Sequence([]int{0, 1, 0, 1, 2, 3, 2, 0}, 0, 4)
	if err != nil {
		log.Fatal(err)
	}
	l, err := t.LaTeX()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(l)
	// Output:
	// \begin{tabular}{r|rrrr}
	// \hline
	// n & +0 & +1 & +2 & +3 \\
	// \hline
	// 0 & \textbf{0} & 1 & \textbf{0} & 1 \\
	// 4 & 2 & 3 & 2 & \textbf{0} \\
	// \hline
	// \end{tabular}
}

// A table of counts as CSV.
func ExampleInts() {
	t, err := table.Ints("k", []string{"2", "3"}, []string{"n = 1", "n = 2"}, [][]int{{1, 2}, {1, 3}})
	if err != nil {
		log.Fatal(err)
	}
	c, err := t.CSV()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(c)
	// Output:
	// k,n = 1,n = 2
	// 2,1,2
	// 3,1,3
}
