package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
)

// memLimitEnv is the environment variable that sets the memory limit.
const memLimitEnv = "GRUNDY_MEM_LIMIT"

// applyEnv sets the memory limit from GRUNDY_MEM_LIMIT, when set.
func applyEnv() error {
	v, ok := os.LookupEnv(memLimitEnv)
	if !ok || v == "" {
		return nil
	}
	b, err := parseBytes(v)
	if err != nil {
		return badInput("%s=%q: %v", memLimitEnv, v, err)
	}
	gamelib.SetMemoryLimit(b)
	return nil
}

// memLimitFlag is --mem-limit SIZE: it sets gamelib's memory limit.
type memLimitFlag struct{}

func (memLimitFlag) String() string { return "" }

func (memLimitFlag) Set(s string) error {
	b, err := parseBytes(s)
	if err != nil {
		return err
	}
	gamelib.SetMemoryLimit(b)
	return nil
}

// forceFlag is --force: it lifts gamelib's work limit.
type forceFlag struct{}

func (forceFlag) String() string   { return "false" }
func (forceFlag) IsBoolFlag() bool { return true }

func (forceFlag) Set(s string) error {
	force, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("%q is not true or false", s)
	}
	if force {
		gamelib.SetWorkLimit(0)
	} else {
		gamelib.SetWorkLimit(gamelib.DefaultWorkLimit)
	}
	return nil
}

// byteUnits are the suffixes parseBytes accepts, lower-cased.
var byteUnits = map[string]float64{
	"": 1, "b": 1,
	"k": 1 << 10, "kib": 1 << 10, "kb": 1e3,
	"m": 1 << 20, "mib": 1 << 20, "mb": 1e6,
	"g": 1 << 30, "gib": 1 << 30, "gb": 1e9,
	"t": 1 << 40, "tib": 1 << 40, "tb": 1e12,
}

// parseBytes reads a memory size: a positive number with an optional
// unit, binary (KiB, MiB, GiB, TiB; K, M, G, T are the same) or decimal
// (kB, MB, GB, TB), case-insensitive: 2GiB, 512MiB, 1.5G, 1e9.
func parseBytes(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] >= 'a' && t[i-1] <= 'z' || t[i-1] >= 'A' && t[i-1] <= 'Z') {
		i--
	}
	num, unit := strings.TrimSpace(t[:i]), strings.ToLower(t[i:])
	mult, ok := byteUnits[unit]
	if !ok {
		return 0, fmt.Errorf("%q: unknown unit %q (want B, KiB, MiB, GiB, TiB, kB, MB, GB or TB)", s, t[i:])
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || !(v > 0) {
		return 0, fmt.Errorf("%q is not a positive memory size (e.g. 2GiB)", s)
	}
	b := v * mult
	if b < 1 || b >= 1<<63 {
		return 0, fmt.Errorf("%q is out of range (1 byte to 8 EiB)", s)
	}
	return int64(b), nil
}
