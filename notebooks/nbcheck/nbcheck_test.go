package nbcheck

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// capture runs f with the outputs redirected and the failure action replaced,
// and returns what f printed and how many times it failed.
func capture(t *testing.T, f func()) (out, errOut string, fails int) {
	t.Helper()
	var o, e bytes.Buffer
	oldOut, oldErr, oldFail, oldSync := stdout, stderr, fail, sync
	t.Cleanup(func() { stdout, stderr, fail, sync = oldOut, oldErr, oldFail, oldSync })
	stdout = func() io.Writer { return &o }
	stderr = func() io.Writer { return &e }
	fail = func() { fails++ }
	sync = func() {}
	f()
	return o.String(), e.String(), fails
}

var checkTests = []struct {
	name     string
	check    func()
	wantOut  string
	wantErr  string
	wantFail bool
}{
	{"True holds", func() { True(1+1 == 2, "1+1 = %d", 2) }, "✓ 1+1 = 2\n", "", false},
	{"Fail", func() { Fail("s = %d: no split has value %d", 7, 3) }, "", "✗ s = 7: no split has value 3: counterexample\n", true},
	{"All holds", func() {
		all := All("s ≥ 0 for s ≤ %d", 2)
		for s := range 3 {
			all.Check(s >= 0, "s = %d", s)
		}
		all.Done()
	}, "✓ s ≥ 0 for s ≤ 2 (3 cases)\n", "", false},
	{"All fails", func() {
		all := All("s < 2 for s ≤ 2")
		for s := range 3 {
			all.Check(s < 2, "s = %d", s)
		}
	}, "", "✗ s < 2 for s ≤ 2: fails for s = 2\n", true},
	{"All without cases", func() { All("vacuous").Done() }, "", "✗ vacuous: no case checked\n", true},
	{"True fails", func() { True(1+1 == 3, "1+1 = %d", 3) }, "", "✗ 1+1 = 3: false\n", true},
	{"Equal holds", func() { Equal("g(17)", 4, 4) }, "✓ g(17) = 4\n", "", false},
	{"Equal fails", func() { Equal("g(17)", 5, 4) }, "", "✗ g(17) = 4: got 5\n", true},
	{"Equal strings", func() { Equal("code", "0.07", "0.07") }, "✓ code = 0.07\n", "", false},
	{"EqualSlices holds", func() { EqualSlices("g(0..3)", []int{0, 1, 2, 0}, []int{0, 1, 2, 0}) },
		"✓ g(0..3): 4 values match\n", "", false},
	{"EqualSlices differs", func() { EqualSlices("g(0..3)", []int{0, 1, 3, 0}, []int{0, 1, 2, 0}) },
		"", "✗ g(0..3): 4 values match: at index 2 got 3, want 2\n", true},
	{"EqualSlices length", func() { EqualSlices("g", []int{0}, []int{0, 1}) },
		"", "✗ g: 2 values match: got 1 values\n", true},
	{"Close holds", func() { Close("density", 0.2501, 0.25, 1e-3) },
		"✓ density ≈ 0.25 (got 0.2501, tolerance 0.001)\n", "", false},
	{"Close fails", func() { Close("density", 0.5, 0.25, 1e-3) },
		"", "✗ density ≈ 0.25 (tolerance 0.001): got 0.5, off by 0.25\n", true},
	{"NoError nil", func() { NoError(nil) }, "", "", false},
	{"NoError error", func() { NoError(errors.New("heap: negative size n=-1")) },
		"", "✗ no error: got heap: negative size n=-1\n", true},
	{"Error matches", func() { Error(errors.New("heap: negative size n=-1"), "negative") },
		"✓ error as expected: heap: negative size n=-1\n", "", false},
	{"Error nil", func() { Error(nil, "negative") }, "", "✗ an error containing \"negative\": got no error\n", true},
	{"Error other", func() { Error(errors.New("boom"), "negative") },
		"", "✗ an error containing \"negative\": got \"boom\"\n", true},
}

func TestChecks(t *testing.T) {
	for _, tt := range checkTests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, fails := capture(t, tt.check)
			if out != tt.wantOut {
				t.Errorf("stdout = %q, want %q", out, tt.wantOut)
			}
			if errOut != tt.wantErr {
				t.Errorf("stderr = %q, want %q", errOut, tt.wantErr)
			}
			if got := fails == 1; got != tt.wantFail || fails > 1 {
				t.Errorf("failed %d times, want failure %v", fails, tt.wantFail)
			}
		})
	}
}

func TestMust(t *testing.T) {
	var got int
	_, _, fails := capture(t, func() { got = Must(42, nil) })
	if got != 42 || fails != 0 {
		t.Errorf("Must(42, nil) = %d with %d failures, want 42 and none", got, fails)
	}
	_, errOut, fails := capture(t, func() { Must(0, errors.New("too large")) })
	if fails != 1 || errOut != "✗ no error: got too large\n" {
		t.Errorf("Must(0, err): %d failures, stderr %q", fails, errOut)
	}
}

// TestSyncBeforePrint checks that every report first syncs with the notebook,
// so that a line follows the figures displayed before it.
func TestSyncBeforePrint(t *testing.T) {
	var order []string
	capture(t, func() {
		sync = func() { order = append(order, "sync") }
		fail = func() { order = append(order, "fail") }
		True(true, "a")
		True(false, "b")
	})
	want := []string{"sync", "sync", "fail"}
	if len(order) != len(want) {
		t.Fatalf("calls %v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("calls %v, want %v", order, want)
		}
	}
}
