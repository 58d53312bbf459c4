package census

import "github.com/grundylab/grundylab/gamelib/octal/family"

// Hex2 returns the sweep of every hexadecimal code 0.d₁d₂ (digits 0–F,
// family.Digits(2, true, nil)), each computed to N = 2047 heaps unless
// its period was certified before: `grundy sweep --digits 2 --hex -n 2047
// -o notebooks/census/hex2.jsonl`. Three-heap moves make a heap cost
// O(n²), so N is far smaller than the octal census's.
func Hex2() ([]family.Result, error) { return load("hex2.jsonl") }

// Hex1Lead4 returns the sweep of the hexadecimal codes 4.d₁ (a heap may
// also be split in two without removing a token), to N = 4095:
// `grundy sweep --digits 1 --hex --leading 4 -n 4095 -o
// notebooks/census/hex1-lead4.jsonl`.
func Hex1Lead4() ([]family.Result, error) { return load("hex1-lead4.jsonl") }

// Hex3 returns the sweep of every hexadecimal code 0.d₁d₂d₃, to N = 1023
// only: `grundy sweep --digits 3 --hex -n 1023 -o
// notebooks/census/hex3.jsonl`.
func Hex3() ([]family.Result, error) { return load("hex3.jsonl") }
