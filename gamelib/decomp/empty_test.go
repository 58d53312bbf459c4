package decomp_test

import (
	"context"
	"testing"

	"github.com/grundylab/grundylab/gamelib/arckayles"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

// emptyCase is a game's empty (terminal) position, searched by decomp with
// a saved table: its key names the table (the manifest's position).
type emptyCase struct {
	name string
	run  func(ctx context.Context, opt *decomp.Options) (int, error)
}

func emptyCases(t *testing.T) []emptyCase {
	board := func(s string) cram.Board {
		b, err := cram.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	wide := func(s string) cram.WideBoard {
		b, err := cram.ParseWide(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	empty, err := graphs.New(0)
	if err != nil {
		t.Fatal(err)
	}
	isolated, err := graphs.New(3) // Arc Kayles: no edge, no move
	if err != nil {
		t.Fatal(err)
	}
	cramCase := func(s string) emptyCase {
		return emptyCase{"cram " + s, func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := decomp.Nimber(ctx, cram.Game{}, board(s), opt)
			return v, err
		}}
	}
	return []emptyCase{
		cramCase("#"),
		cramCase("##/##"),
		cramCase("########/########/########/########/########/########/########/########"),
		{"cram outcome ##/##", func(ctx context.Context, opt *decomp.Options) (int, error) {
			o, _, err := decomp.Outcome(ctx, cram.Game{}, board("##/##"), opt)
			return int(o), err
		}},
		{"cram moves ##/##", func(ctx context.Context, opt *decomp.Options) (int, error) {
			vs, _, err := decomp.OptionNimbers(ctx, cram.Game{}, board("##/##"), opt)
			return len(vs), err
		}},
		{"cram package ##/##", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := cram.Nimber(ctx, board("##/##"), opt)
			return v, err
		}},
		{"wide cram #", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := decomp.Nimber(ctx, cram.WideGame{}, wide("#"), opt)
			return v, err
		}},
		{"wide cram 9x9 #", func(ctx context.Context, opt *decomp.Options) (int, error) {
			s := "#########"
			for range 8 {
				s += "/#########"
			}
			v, _, err := decomp.Nimber(ctx, cram.WideGame{}, wide(s), opt)
			return v, err
		}},
		{"nodekayles empty graph", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := decomp.Nimber(ctx, nodekayles.Game{Keyer: graphs.Keyer{MaxOrder: 1}}, empty, opt)
			return v, err
		}},
		{"nodekayles package empty graph", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := nodekayles.Nimber(ctx, empty, opt)
			return v, err
		}},
		{"arckayles empty graph", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := decomp.Nimber(ctx, arckayles.Game{Keyer: graphs.Keyer{MaxOrder: 1}}, empty, opt)
			return v, err
		}},
		{"arckayles edgeless graph", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := decomp.Nimber(ctx, arckayles.Game{Keyer: graphs.Keyer{MaxOrder: 3}}, isolated, opt)
			return v, err
		}},
		{"chomp empty diagram", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := decomp.Nimber(ctx, chomp.Game{}, chomp.Diagram(""), opt)
			return v, err
		}},
		{"chomp poisoned square", func(ctx context.Context, opt *decomp.Options) (int, error) {
			v, _, err := decomp.Nimber(ctx, chomp.Game{}, chomp.Diagram("\x01"), opt)
			return v, err
		}},
	}
}

// TestEmptyPositionWithDir searches each game's empty or terminal position
// with a saved table, twice (the second resumes the first's table): the
// root's key names the table, and the empty Cram board's indexed a row
// table at bit 64 (index out of range).
func TestEmptyPositionWithDir(t *testing.T) {
	for _, c := range emptyCases(t) {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for range 2 {
				v, err := c.run(context.Background(), &decomp.Options{Dir: dir, Name: "empty", TTMem: decomp.MinTTMem})
				if err != nil {
					t.Fatal(err)
				}
				if c.name != "cram moves ##/##" && v != 0 {
					t.Fatalf("value %d, want 0 (no move)", v)
				}
			}
		})
	}
}
