package octal

// GrundysGame returns Grundy's game, the code 4!.0 as CGSuite writes it: a
// move splits one heap into two nonempty heaps of different sizes (d₀ = 4,
// a split that removes no token, with "!", unequal heaps). It is not an
// octal game in the strict sense, but the rare/common method applies to it
// unchanged and makes it the classic test of that method: whether its
// values are eventually periodic is open, known only as far as they have
// been computed, so no period is ever certified for it. Its rare heaps are
// those whose value has an even number of ones in binary, leaving out the
// lowest digit (Winning Ways, ch. 4).
func GrundysGame() *Code { return MustParse("4!.0") }

// grundysRule is Grundy's game compiled for the solvers.
var grundysRule = GrundysGame().rule()
