package modular

import (
	"fmt"
	"math/big"
	"sync"
)

// IsPrime reports whether m is a prime, exactly for every int64 (math/big
// documents ProbablyPrime(0) as exact below 2⁶⁴).
func IsPrime(m int64) bool {
	return m >= 2 && big.NewInt(m).ProbablyPrime(0)
}

// primeCache holds, for each limit asked, the largest primes below it in
// decreasing order, as many as asked so far.
var primeCache struct {
	sync.Mutex
	lists map[int64][]int64
}

// PrimesBelow returns distinct primes below limit, the largest ones in
// decreasing order, as few as make their product exceed bound (none for
// bound < 1). The primes found are cached for the next call with the same
// limit; finding one costs about ln(limit) primality tests of
// O(log limit) multiplications each. It returns an error when the primes
// below limit do not suffice.
func PrimesBelow(limit int64, bound *big.Int) ([]int64, error) {
	primeCache.Lock()
	defer primeCache.Unlock()
	if primeCache.lists == nil {
		primeCache.lists = map[int64][]int64{}
	}
	list := primeCache.lists[limit]
	defer func() { primeCache.lists[limit] = list }()
	prod := big.NewInt(1)
	for i := 0; ; i++ {
		if prod.Cmp(bound) > 0 {
			return append([]int64(nil), list[:i]...), nil
		}
		if i == len(list) {
			c := limit - 1
			if i > 0 {
				c = list[i-1] - 1
			}
			for c >= 2 && !IsPrime(c) {
				c--
			}
			if c < 2 {
				return nil, fmt.Errorf("modular: the primes below %d multiply to %v, not above %v", limit, prod, bound)
			}
			list = append(list, c)
		}
		prod.Mul(prod, big.NewInt(list[i]))
	}
}
