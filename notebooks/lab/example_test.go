package lab_test

import (
	"fmt"

	"github.com/grundylab/grundylab/notebooks/lab"
)

// A game of boards, graphs or pairs by name, as the command line spells
// it: AnalyzeBoard computes what Explore would show (outside a notebook
// nothing is shown). A heap game is not AnalyzeBoard's (ok false, no
// error: Analyze's), and a name of no game is an error.
func ExampleAnalyzeBoard() {
	for _, name := range []string{"cram:..#./..../....", "nodekayles:IheA@GUAo", "chomp:3x4", "kayles", "cramm:3x3"} {
		e, ok, err := lab.AnalyzeBoard(name, nil)
		switch {
		case err != nil:
			fmt.Println(err)
		case !ok:
			fmt.Printf("%s: a heap game (lab.Analyze)\n", name)
		default:
			fmt.Printf("%s: nimber %d\n", name, e.Nimber)
		}
	}
	// Output:
	// cram:..#./..../....: nimber 3
	// nodekayles:IheA@GUAo: nimber 1
	// chomp:3x4: nimber 9
	// kayles: a heap game (lab.Analyze)
	// lab: games: unknown game "cramm:3x3" (known: nim, lasker, kayles, dawson, grundy, sub:A,B,..., split:K, octal:CODE); Explore also takes games of boards, graphs and pairs: cram:5x7, nodekayles:IheA@GUAo (graph6) or nodekayles:0-1,1-2, arckayles:…, a family as nodekayles:grid:3:8, chomp:4x7, wythoff:30, and lab.BoardTable for tables
}

// ParseBoard reads the name into the value the constructors give.
func ExampleParseBoard() {
	b, err := lab.ParseBoard("cram:5x7")
	fmt.Printf("%T %v %v\n", b, b, err)
	w, _ := lab.ParseBoard("wythoff:30")
	fmt.Printf("%#v\n", w)
	w, _ = lab.ParseBoard("wythoff:30:a=2") // Fraenkel's 2-Wythoff game
	fmt.Printf("%#v\n", w)
	_, err = lab.ParseBoard("cram:5y7")
	fmt.Println(err)
	// Output:
	// cram.Board ......./......./......./......./....... <nil>
	// lab.Wythoff{N:30, A:0}
	// lab.Wythoff{N:30, A:2}
	// lab: "cram:5y7": cram: board "5y7": malformed Cram board (want RxC, e.g. 5x7)
}
