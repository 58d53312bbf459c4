package heap

import (
	"context"

	"github.com/grundylab/grundylab/gamelib"
)

// ByDefinition returns r with its values computed from the definition of
// the game (DefinitionValuesContext) instead of a proven law or r's own
// fast method. Only the values change: a Certifier stays one and a
// ValueCertifier (an all-but code such as octal:0.[3], whose lemma checks
// conditions on the values) stays one, so the same theorem certifies the
// same period from the values of the definition, and FindPeriod on
// ByDefinition(r) reaches the verdict it reaches on r. r's own period
// search (PeriodFinder) and extender (Extensible) are left out: they
// compute the values their own way.
//
// The values cost what DefinitionValuesContext costs for r; wrapping is
// O(1). ByDefinition(nil) is nil.
func ByDefinition(r Rule) Rule {
	if isNil(r) {
		return nil
	}
	d := definitionRule{r}
	if c, ok := r.(ValueCertifier); ok {
		return definitionValueCertifier{definitionCertifier{d, c}, c}
	}
	if c, ok := r.(Certifier); ok {
		return definitionCertifier{d, c}
	}
	return d
}

// definitionRule is a Rule whose values come from the definition; the
// embedded Rule supplies everything else (name, options, limits).
type definitionRule struct{ Rule }

func (r definitionRule) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return DefinitionValues(r.Rule, n, progress)
}

func (r definitionRule) ValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return DefinitionValuesContext(ctx, r.Rule, n, progress)
}

// definitionCertifier keeps the theorem of a Certifier.
type definitionCertifier struct {
	definitionRule
	cert Certifier
}

func (r definitionCertifier) CertifyLength(t, p, saltus int) int {
	return r.cert.CertifyLength(t, p, saltus)
}

func (r definitionCertifier) Theorem() string { return r.cert.Theorem() }

// definitionValueCertifier keeps the value conditions of a ValueCertifier.
type definitionValueCertifier struct {
	definitionCertifier
	vc ValueCertifier
}

func (r definitionValueCertifier) CertifyBound(t, p, saltus int) int {
	return r.vc.CertifyBound(t, p, saltus)
}

func (r definitionValueCertifier) CertifyValues(g []uint16, t, p, saltus int) int {
	return r.vc.CertifyValues(g, t, p, saltus)
}

func (r definitionValueCertifier) ValueTheorem() string { return r.vc.ValueTheorem() }
