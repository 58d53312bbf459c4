package family_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/gamelib/octal/family"
)

func ExampleFamily_Representative() {
	f, err := family.Digits(3, false, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, code := range []string{"0.07", "0.4", "0.453", "0.77"} {
		rep, shift, via := f.Representative(octal.MustParse(code))
		fmt.Println(code, "→", rep.Code(), "shift", shift, via)
	}
	// Output:
	// 0.07 → 0.137 shift 1 [0.07 0.137]
	// 0.4 → 0.137 shift 2 [0.4 0.07 0.137]
	// 0.453 → 0.177 shift 1 [0.453 0.45 0.177]
	// 0.77 → 0.77 shift 0 [0.77]
}

func ExampleSweep() {
	f, err := family.List([]string{"0.77", "0.07", "0.137", "0.16"})
	if err != nil {
		fmt.Println(err)
		return
	}
	plan, err := f.Plan(family.All)
	if err != nil {
		fmt.Println(err)
		return
	}
	enc := json.NewEncoder(os.Stdout)
	err = family.Sweep(context.Background(), plan, 1000, 1, func(r family.Result) error {
		r.Seconds = 0 // the one field that differs between runs
		return enc.Encode(r)
	}, nil)
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"code":"0.77","n":1000,"heaps":168,"certified":true,"preperiod":71,"period":12,"max_value":8,"rare_mask":15,"rare_sigma":0,"rare_class":0,"rare_count":"9","last_rare":70,"seconds":0}
	// {"code":"0.07","n":1000,"equivalent_to":"0.137","shift":1,"via":["0.07","0.137"]}
	// {"code":"0.137","n":1000,"heaps":175,"certified":true,"preperiod":52,"period":34,"max_value":9,"rare_mask":6,"rare_sigma":1,"rare_class":1,"rare_count":"53","last_rare":171,"seconds":0}
	// {"code":"0.16","n":1000,"heaps":1001,"certified":false,"max_value":14,"rare_mask":14,"rare_sigma":0,"rare_class":0,"rare_count":"41","last_rare":837,"seconds":0}
}
