package heap_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestByDefinition checks that ByDefinition keeps a rule's certificate
// kind and theorem, gives the values of DefinitionValues, and lets
// FindPeriod reach the verdict it reaches on the rule itself (the CLI's
// period --definition is checked the same way on random codes by
// cmd/grundy's TestPeriodDefinitionSame).
func TestByDefinition(t *testing.T) {
	if heap.ByDefinition(nil) != nil {
		t.Error("ByDefinition(nil) is not nil")
	}
	kayles := heap.Func("kayles", func(n int) [][]int { // no certificate
		var opts [][]int
		for take := 1; take <= 2 && take <= n; take++ {
			for a := 0; a <= (n-take)/2; a++ {
				opts = append(opts, []int{a, n - take - a})
			}
		}
		return opts
	})
	tests := []struct {
		name        string
		rule        heap.Rule
		n           int
		wantCertify bool
	}{
		{"Func kayles (no certificate)", kayles, 200, false},
		{"lasker (a law with a Certifier)", heap.Lasker(), 300, true},
		{"sub:2,5,7", mustSub(2, 5, 7), 300, true},
		{"octal:0.56!", octal.MustParse("0.56!"), 2500, true},
		{"octal:0.[3] (an all-but code: value conditions)", octal.MustParse("0.[3]"), 600, true},
		{"octal:0.3003330[3]", octal.MustParse("0.3003330[3]"), 600, true},
		{"octal:0.3F (hexadecimal saltus: the test of package octal)", octal.MustParse("0.3F"), 600, true},
		{"octal:4.9 (hexadecimal saltus with unequal cancelling heaps)", octal.MustParse("4.9"), 600, true},
		{"octal:0.209 (hexadecimal saltus the test does not prove)", octal.MustParse("0.209"), 600, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := heap.ByDefinition(tc.rule)
			_, isC := tc.rule.(heap.Certifier)
			if _, ok := d.(heap.Certifier); ok != isC {
				t.Errorf("Certifier: %v, the rule %v", ok, isC)
			}
			_, isVC := tc.rule.(heap.ValueCertifier)
			if _, ok := d.(heap.ValueCertifier); ok != isVC {
				t.Errorf("ValueCertifier: %v, the rule %v", ok, isVC)
			}
			if _, ok := d.(heap.PeriodFinder); ok {
				t.Error("ByDefinition kept the rule's own period search")
			}
			if c, ok := tc.rule.(heap.Certifier); ok {
				if got, want := d.(heap.Certifier).Theorem(), c.Theorem(); got != want {
					t.Errorf("Theorem %q, want %q", got, want)
				}
			}
			got, err := heap.ValuesContext(context.Background(), d, 200, nil)
			if err != nil {
				t.Fatal(err)
			}
			want, err := heap.DefinitionValues(tc.rule, 200, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("values %v, want DefinitionValues %v", got, want)
			}
			pd, err := heap.FindPeriod(d, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			pr, err := heap.FindPeriod(tc.rule, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			if pd != pr {
				t.Errorf("FindPeriod by definition %+v, on the rule %+v", pd, pr)
			}
			if pd.Certified != tc.wantCertify {
				t.Errorf("certified %v, want %v (%+v)", pd.Certified, tc.wantCertify, pd)
			}
		})
	}
}

func mustSub(amounts ...int) heap.Rule {
	r, err := heap.Subtraction(amounts...)
	if err != nil {
		panic(err)
	}
	return r
}
