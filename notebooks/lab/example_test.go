package lab_test

import (
	"fmt"

	"github.com/grundylab/grundylab/notebooks/lab"
)

// A game of boards, graphs or pairs by name, as the command line spells
// it: AnalyzeBoard computes what Explore would show (outside a notebook
// nothing is shown).
func ExampleAnalyzeBoard() {
	for _, name := range []string{"cram:..#./..../....", "nodekayles:IheA@GUAo", "chomp:3x4"} {
		e, _, err := lab.AnalyzeBoard(name, nil)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: nimber %d\n", name, e.Nimber)
	}
	// Output:
	// cram:..#./..../....: nimber 3
	// nodekayles:IheA@GUAo: nimber 1
	// chomp:3x4: nimber 9
}

// ParseBoard reads the name into the value the constructors give.
func ExampleParseBoard() {
	b, err := lab.ParseBoard("cram:5x7")
	fmt.Printf("%T %v %v\n", b, b, err)
	w, _ := lab.ParseBoard("wythoff:30")
	fmt.Printf("%#v\n", w)
	_, err = lab.ParseBoard("cram:5y7")
	fmt.Println(err)
	// Output:
	// cram.Board ......./......./......./......./....... <nil>
	// lab.Wythoff{N:30}
	// lab: "cram:5y7": cram: board "5y7": malformed Cram board (want RxC, e.g. 5x7)
}
