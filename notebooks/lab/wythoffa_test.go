package lab

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/wythoff"
)

// TestWythoffA: Fraenkel's a-Wythoff in lab — "wythoff:N:a=A" and
// Wythoff{N, A} explore wythoff.ValuesA's table, its facts count the
// Fraenkel pairs CheckFraenkel proves (not the Beatty pairs, which a
// 2-Wythoff table fails), its title and files name the game, and a
// malformed a is an error.
func TestWythoffA(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	ctx := context.Background()
	w, err := ParseBoard("wythoff:30:a=2")
	if err != nil || w != (Wythoff{N: 30, A: 2}) {
		t.Fatalf("ParseBoard(wythoff:30:a=2) = %#v, %v", w, err)
	}
	for _, a := range []int{0, 1, 2, 3} {
		e, ok, err := AnalyzeBoard(Wythoff{N: 30, A: a}, nil)
		if err != nil || !ok {
			t.Fatalf("a = %d: %v, %v", a, ok, err)
		}
		want, err := wythoff.ValuesA(ctx, 30, max(a, 1), nil)
		if err != nil {
			t.Fatal(err)
		}
		rows, _ := want.Rows(ctx)
		if !reflect.DeepEqual(e.Table, rows) {
			t.Errorf("a = %d: the table is not ValuesA's", a)
		}
		pairs, err := want.CheckFraenkel()
		if err != nil {
			t.Fatal(err)
		}
		facts := strings.Join(e.Facts[0][:], ": ")
		figs, err := e.Draw(nil)
		if err != nil {
			t.Fatal(err)
		}
		title := figs[0].Plot.Title.Text
		if a <= 1 {
			if !strings.Contains(facts, "Beatty pair") || e.fileStem() != "wythoff-30" || !strings.HasPrefix(title, "Wythoff's game") {
				t.Errorf("a = %d: %q, %q, %q: want Wythoff's game", a, facts, e.fileStem(), title)
			}
			continue
		}
		if !strings.Contains(facts, "exactly the "+itoa(pairs)+" Fraenkel pairs") || strings.Contains(facts, "Beatty") {
			t.Errorf("a = %d: %q, want the %d Fraenkel pairs", a, facts, pairs)
		}
		if !strings.Contains(e.Name, "Fraenkel's "+itoa(a)+"-Wythoff") || e.fileStem() != "wythoff-a"+itoa(a)+"-30" || !strings.HasPrefix(title, itoa(a)+"-Wythoff") {
			t.Errorf("a = %d: name %q, files %q, title %q", a, e.Name, e.fileStem(), title)
		}
		if strings.Contains(e.Facts[1][1], "prove every row") {
			t.Errorf("a = %d: %q claims Dress, Flammenkamp and Pink's theorem", a, e.Facts[1][1])
		}
	}
	for _, bad := range []string{"wythoff:30:a=0", "wythoff:30:b=2", "wythoff:30:a=x", "wythoff:30:"} {
		if v, err := ParseBoard(bad); err == nil {
			t.Errorf("ParseBoard(%q) = %#v, want an error", bad, v)
		}
	}
	if _, _, err := AnalyzeBoard(Wythoff{N: 10, A: -1}, nil); err == nil || !strings.Contains(err.Error(), "A = -1") {
		t.Errorf("A = -1: %v, want an error naming it", err)
	}
}
