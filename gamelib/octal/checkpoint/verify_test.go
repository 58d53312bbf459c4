package checkpoint

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestForgedCertificate: issue 22 — a manifest edited to say
// "certified": true, or forged chunks saved with their SHA-256s
// recomputed (Save computes them), were read back and printed as
// certified. A resumed run re-derives the certificate from the values and
// recomputes the first heaps: each forgery is ErrCorrupt.
func TestForgedCertificate(t *testing.T) {
	kayles := octal.Kayles()
	g := solve(t, kayles, 2000)
	// Kayles is certified with preperiod 71, period 12, from 168 values
	// (Guy and Smith, 1956).
	honest := PeriodState{Preperiod: 71, Period: 12, Certified: true, Needed: 168}
	cases := []struct {
		name   string
		values func([]uint16) []uint16
		period *PeriodState
	}{
		{"honest", nil, &honest},
		{"forged period", nil, &PeriodState{Preperiod: 0, Period: 1, Certified: true, Needed: 2}},
		{"forged preperiod", nil, &PeriodState{Preperiod: 70, Period: 12, Certified: true, Needed: 168}},
		{"forged observed period", nil, &PeriodState{Preperiod: 0, Period: 5}},
		{"forged first value", func(v []uint16) []uint16 { v[10] ^= 1; return v }, nil},
		// Values made periodic from heap 0 with period 12 (a chunk of a
		// forger who knows the theorem), certified by the forger.
		{"forged periodic values", func(v []uint16) []uint16 {
			for x := 12; x < len(v); x++ {
				v[x] = v[x-12]
			}
			return v
		}, &PeriodState{Preperiod: 0, Period: 12, Certified: true, Needed: 97}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "ck")
			d, err := Open(dir, kayles.String())
			if err != nil {
				t.Fatal(err)
			}
			v := append([]uint16(nil), g...)
			if c.values != nil {
				v = c.values(v)
			}
			if err := d.Save(v, 1<<9, nil, c.period); err != nil {
				t.Fatal(err)
			}
			res, err := Run(t.Context(), dir, kayles, 2000, Options{})
			if c.name == "honest" {
				if err != nil || res.Period == nil || *res.Period != honest {
					t.Fatalf("honest checkpoint: %+v, %v", res.Period, err)
				}
				return
			}
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("err = %v, want ErrCorrupt (period returned: %+v)", err, res.Period)
			}
		})
	}
}

// TestRunLimitsPerCall: Run checks its values against the memory limit of
// its ctx, before anything is written.
func TestRunLimitsPerCall(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ck")
	ctx := gamelib.WithLimits(t.Context(), gamelib.Limits{Memory: 1000})
	if _, err := Run(ctx, dir, octal.Kayles(), 1000, Options{}); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Fatalf("1000 heaps under 1000 bytes: err = %v", err)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the refused run created its directory: %v", err)
	}
	if _, err := Run(ctx, dir, octal.Kayles(), 400, Options{}); err != nil {
		t.Errorf("400 heaps under 1000 bytes: %v", err)
	}
}
