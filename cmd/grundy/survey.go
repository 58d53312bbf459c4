package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal/checkpoint"
)

func init() {
	register("survey", "rare heaps, value records and largest value of a run's checkpoint: survey GAME --dir DIR [--rare M] [--json]", runSurvey)
}

// runSurvey is the survey command: it reads a checkpoint directory that
// grundy run wrote (one chunk at a time, every checksum checked) and lists
// its rare heaps under the run's split, the records (heaps whose value
// exceeds every smaller heap's) and the largest value. The reading is
// checkpoint.Dir.Survey's; this file reads flags and writes the result.
func runSurvey(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("survey", stderr)
	var dir string
	var maxRare int
	var asJSON bool
	fs.StringVar(&dir, "dir", "", "the checkpoint directory `DIR` of a grundy run")
	intVar(fs, &maxRare, "rare", 100000, "list at most `M` rare heaps (all are counted)")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	game, err := parseRunGame("survey", pos)
	if err != nil {
		return err
	}
	if dir == "" {
		return badInput("survey: --dir DIR is required")
	}
	if maxRare < 0 {
		return badInput("survey: --rare %d: want a count ≥ 0", maxRare)
	}
	if _, err := os.Stat(checkpointPath(dir)); err != nil {
		// A run that has not saved yet holds its directory without a
		// manifest: say it is in use, as a second run is told.
		if fi, serr := os.Stat(dir); serr == nil && fi.IsDir() {
			unlock, lerr := lockDir("survey", dir)
			if lerr != nil {
				return lerr
			}
			unlock()
		}
		return badInput("survey: --dir %s: no %s there (not a grundy run's directory)", dir, checkpointManifest)
	}
	unlock, err := lockDir("survey", dir)
	if err != nil {
		return err
	}
	defer unlock()
	d, err := checkpoint.Open(dir, game.String())
	if err != nil {
		if errors.Is(err, checkpoint.ErrOtherGame) || errors.Is(err, checkpoint.ErrCorrupt) {
			return badInput("survey: %v", err)
		}
		return err
	}
	s, err := d.Survey(commandContext(fs), maxRare)
	if err != nil {
		switch {
		case errors.Is(err, gamelib.ErrTooLarge):
			return libraryError(err)
		case errors.Is(err, checkpoint.ErrCorrupt):
			return badInput("survey: %v", err)
		}
		return err
	}
	if asJSON {
		return writeJSON(stdout, surveyJSON(pos[0], dir, s))
	}
	_, err = io.WriteString(stdout, surveyText(pos[0], dir, s))
	return err
}

// checkpointPath is the manifest's path in dir.
func checkpointPath(dir string) string { return filepath.Join(dir, checkpointManifest) }

// surveyJSON is the JSON object of a survey: counts as strings, heaps and
// values as numbers, the lists as [heap, value] pairs.
func surveyJSON(name, dir string, s checkpoint.Survey) map[string]any {
	pairs := func(hs []checkpoint.Heap) [][2]int64 {
		out := make([][2]int64, len(hs))
		for i, h := range hs {
			out[i] = [2]int64{h.Heap, int64(h.Value)}
		}
		return out
	}
	out := map[string]any{
		"game": name, "dir": dir,
		"heaps":   fmt.Sprint(s.Heaps),
		"records": pairs(s.Records),
	}
	if n := len(s.Records); n > 0 {
		out["max_value"] = s.Records[n-1].Value
		out["max_value_heap"] = s.Records[n-1].Heap
	}
	if s.Split != nil {
		out["rare_mask"] = s.Split.Mask
		out["rare_sigma"] = s.Split.Sigma
		out["rare_class"] = s.Split.RareClass
		out["rare_count"] = fmt.Sprint(s.RareCount)
		out["rare"] = pairs(s.Rare)
	}
	return out
}

// surveyText is a survey for a reader: a summary line, the records, and
// the rare heaps five to a line as Flammenkamp prints them ("G(x)= v").
func surveyText(name, dir string, s checkpoint.Survey) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: g(0..%d) in %s", name, s.Heaps-1, dir)
	if n := len(s.Records); n > 0 {
		fmt.Fprintf(&b, ", largest value %d (first at heap %d)", s.Records[n-1].Value, s.Records[n-1].Heap)
	}
	b.WriteByte('\n')
	list := func(title string, hs []checkpoint.Heap) {
		fmt.Fprintf(&b, "%s:\n", title)
		for i, h := range hs {
			sep := "  "
			if i%5 == 4 || i == len(hs)-1 {
				sep = "\n"
			}
			fmt.Fprintf(&b, "G(%10d)=%4d%s", h.Heap, h.Value, sep)
		}
	}
	list(fmt.Sprintf("records (%d: each value larger than at every smaller heap)", len(s.Records)), s.Records)
	if s.Split == nil {
		b.WriteString("no rare/common split: every heap is computed alike\n")
		return b.String()
	}
	title := fmt.Sprintf("rare heaps (%d, heap 0 included, mask %#x, σ %d, rare class %d", s.RareCount, s.Split.Mask, s.Split.Sigma, s.Split.RareClass)
	if int64(len(s.Rare)) < s.RareCount {
		title += fmt.Sprintf("; the first %d listed, --rare M lists more", len(s.Rare))
	}
	list(title+")", s.Rare)
	return b.String()
}
