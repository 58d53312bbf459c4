package octal

import (
	"context"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
)

// The benchmarks of issue 6: the plain and the rare/common solver side by
// side, Kayles certified, and Grundy's game to 2^22 (one thread).

func benchRule(b *testing.B, r *rule, n int, sparse bool) {
	for b.Loop() {
		var err error
		if sparse {
			_, err = r.sparse(n, nil, nil)
		} else {
			_, err = r.plain(n, nil)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKaylesPlain2e16(b *testing.B)  { benchRule(b, Kayles().rule(), 1<<16, false) }
func BenchmarkKaylesSparse2e16(b *testing.B) { benchRule(b, Kayles().rule(), 1<<16, true) }
func BenchmarkGrundyPlain2e16(b *testing.B)  { benchRule(b, grundysRule, 1<<16, false) }
func BenchmarkGrundySparse2e16(b *testing.B) { benchRule(b, grundysRule, 1<<16, true) }
func BenchmarkGrundySparse2e20(b *testing.B) { benchRule(b, grundysRule, 1<<20, true) }
func BenchmarkGrundySparse2e22(b *testing.B) { benchRule(b, grundysRule, 1<<22, true) }

// BenchmarkKaylesCertify: values until the periodicity theorem proves
// Kayles' period.
func BenchmarkKaylesCertify(b *testing.B) {
	for b.Loop() {
		p, err := heap.FindPeriod(Kayles(), 1<<20, nil)
		if err != nil || !p.Certified {
			b.Fatal(p, err)
		}
	}
}

// BenchmarkDawsonValues2e20: Dawson's Kayles has no sparse space; the
// values after its certificate follow from the period.
func BenchmarkDawsonValues2e20(b *testing.B) {
	for b.Loop() {
		if _, err := DawsonsKayles().Values16(1<<20, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCertify0376 against BenchmarkValues0376 (issue 12): 0.376
// (preperiod 2,268,248, period 4) certified from 4,536,507 values; the
// period search should add at most about 10 % to computing them. Run with
// -benchtime 1x: one run takes seconds.
func BenchmarkCertify0376(b *testing.B) {
	c := MustParse("0.376")
	for b.Loop() {
		p, err := heap.FindPeriod(c, 1<<23, nil)
		if err != nil || !p.Certified || p.Needed != 4536507 {
			b.Fatal(p, err)
		}
	}
}

func BenchmarkValues0376(b *testing.B) {
	c := MustParse("0.376")
	for b.Loop() {
		if err := c.NewSolver().Extend(context.Background(), 4536506, nil); err != nil {
			b.Fatal(err)
		}
	}
}
