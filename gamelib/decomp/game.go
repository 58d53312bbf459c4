package decomp

// A Game is the rules of a decomposable impartial game on positions of
// type P. The engine asks a game for three things: the options of a
// position, its split into independent components, and a canonical key.
type Game[P any] interface {
	// Options appends to dst the positions one move away from p. The
	// engine calls it on single components; PlainNimber also calls it
	// on whole positions, so it must accept any position.
	Options(p P, dst []P) []P
	// Components appends to dst the independent components of p, whose
	// nim-sum is p's value (p itself when it does not split);
	// components with no move may be dropped.
	Components(p P, dst []P) []P
	// AppendKey appends p's canonical key under the game's symmetries:
	// two positions have equal keys exactly when one is a symmetric
	// image of the other (so equal keys mean equal values). Keys are
	// exact, never hashes.
	AppendKey(dst []byte, p P) []byte
}

// The interfaces below are optional: a game that implements one lets the
// engine search faster or store less, and the engine works without them.

// A Sizer gives a measure of a component's size (cells, vertices): the
// engine searches the largest component of a sum by outcome and
// computes the nimbers of the others, and tries first the options whose
// unknown components have the least sum of squared sizes (as igs's
// SmallerComponentsFirst; options of equal cost in the order Options
// gives them, so a game orders its moves there).
type Sizer[P any] interface {
	Size(p P) int
}

// A Bounder gives an upper bound on a component's nimber, such as the
// length of its longest play (a position whose plays all end within h
// moves has nimber at most h). The engine uses it to answer "has this
// sum nimber k?" with no search when k exceeds what the sum can reach.
type Bounder[P any] interface {
	NimberBound(p P) int
}

// A Knower knows the nimbers of some components without search (a
// strip of Cram is Dawson's Kayles, read off the heap engine).
type Knower[P any] interface {
	KnownNimber(p P) (int, bool)
}

// A KeySizer bounds the length of the keys AppendKey gives for the
// components reachable from the positions it is asked about; the
// transposition table then stores keys in slots of that size, at most
// MaxKeyLen. Without it the table uses slots of DefaultKeyLen bytes;
// longer keys are not stored (the search stays correct, only slower).
type KeySizer interface {
	MaxKeyLen() int
}

// A PlainKeyer gives a key that tells apart every two different
// positions, with no symmetry: PlainNimber memoises on it, so that the
// reference search does not depend on the symmetries of AppendKey. A
// game without it is memoised on AppendKey.
type PlainKeyer[P any] interface {
	AppendPlainKey(dst []byte, p P) []byte
}

// A KeySchemer names the encoding of its keys: what position a key's bytes
// stand for. A saved table records it (Options.Dir) and a search whose
// game names another encoding refuses the table (ErrOtherSearch), so a
// table saved by one version of a game is never read as facts about other
// positions by a later version that lays its keys out differently. A game
// changes the name whenever the same bytes may come to mean another
// position; a new canonical choice among the same encodings (another
// representative of a class) needs no new name, since a key still names
// exactly one position and the facts stored under it stay true. A name
// is "game/version: description", version 1 the layout of the game's
// keys before 6 December 2026, when manifests began to record it: a
// table saved before then is read only by a game whose scheme is still
// its version 1. Without a KeySchemer the manifest records no layout and
// any table of the game's Name and position is read.
type KeySchemer interface {
	KeyScheme() string
}

// DefaultKeyLen is the slot size for keys of a game that is no KeySizer.
const DefaultKeyLen = 32

// MaxKeyLen is the longest key the transposition table stores (a
// KeySizer's larger MaxKeyLen is capped at it; longer keys are not
// stored, which keeps the search correct but slower).
const MaxKeyLen = 254
