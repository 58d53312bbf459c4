package octal

import "testing"

func benchRule(b *testing.B, r *rule, n int, sparse bool) {
	for b.Loop() {
		var err error
		if sparse {
			_, err = r.sparse(n, nil)
		} else {
			_, err = r.plain(n, nil)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGrundySparse2e18(b *testing.B) { benchRule(b, grundysRule, 1<<18, true) }
func BenchmarkGrundySparse2e20(b *testing.B) { benchRule(b, grundysRule, 1<<20, true) }
func BenchmarkGrundyPlain2e16(b *testing.B)  { benchRule(b, grundysRule, 1<<16, false) }

func BenchmarkGrundySparse2e22(b *testing.B) { benchRule(b, grundysRule, 1<<22, true) }
