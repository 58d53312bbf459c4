package dims

import "testing"

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		s          string
		rows, cols int
		ok         bool
	}{
		{"5x7", 5, 7, true},
		{"5X7", 5, 7, true},
		{"5×7", 5, 7, true},
		{" 5 x 7 ", 5, 7, true},
		{"0x0", 0, 0, true}, // the range is the caller's
		{"007x2", 7, 2, true},
		{"5x", 0, 0, false},
		{"x7", 0, 0, false},
		{"57", 0, 0, false},
		{"+5x7", 0, 0, false},
		{"5x-7", 0, 0, false},
		{"5x7x2", 0, 0, false},
		{"5.0x7", 0, 0, false},
		{"5x99999999999999999999", 0, 0, false},
		{"５x7", 0, 0, false}, // a full-width digit
		{"", 0, 0, false},
	} {
		r, c, ok := Parse(tc.s)
		if ok != tc.ok || ok && (r != tc.rows || c != tc.cols) {
			t.Errorf("Parse(%q) = %d, %d, %v; want %d, %d, %v", tc.s, r, c, ok, tc.rows, tc.cols, tc.ok)
		}
	}
}

func TestLooks(t *testing.T) {
	for s, want := range map[string]bool{"5x7": true, "5X7": true, "5×7": true, "5,3,1": false, "..#./....": false, "": false} {
		if got := Looks(s); got != want {
			t.Errorf("Looks(%q) = %v, want %v", s, got, want)
		}
	}
}
