package graphs

// KeyCanonNodes bounds the canonical search of one Keyer key; past it the
// key is the labelled graph (exact, not symmetry-reduced). No graph of the
// families here comes near it.
const KeyCanonNodes = 1 << 16

// A Keyer gives the transposition-table keys of a game played on graphs
// (Node Kayles, Arc Kayles): embedded in the game's type, its methods are
// the game's AppendKey, AppendPlainKey and MaxKeyLen of the decomp
// engine. Its zero value keys graphs of up to MaxOrder vertices.
type Keyer struct {
	// MaxOrder is the largest order of the graphs keyed, so that the
	// table's key slots fit their keys; 0 means MaxOrder (64).
	MaxOrder int
	// Cache, when not nil, remembers the keys given (a search's keys,
	// made once per search: NewKeyCache). Keys are the same with or
	// without it.
	Cache *KeyCache
}

// AppendKey appends p's key: its canonical form, or p itself when the
// canonical search exceeds KeyCanonNodes (AppendKeyLimit), remembered in
// k.Cache when it is set.
func (k Keyer) AppendKey(dst []byte, p *Graph) []byte {
	return k.Cache.AppendKeyLimit(dst, p, KeyCanonNodes)
}

// KeyScheme names the layout of AppendKey's keys for saved tables
// (decomp.KeySchemer): 'c' for a graph isomorphic to the one keyed (its
// canonical form) or 'l' for the graph itself, then its order in a byte
// and its upper triangle's bits in graph6's order, eight to a byte, high
// bit first. (graph/1, until 6 December 2026, had graph6 strings.)
func (Keyer) KeyScheme() string {
	return "graph/2: 'c' (an isomorphic graph) or 'l' (the graph), order byte, upper triangle in graph6 order, 8 bits a byte, high first"
}

// AppendPlainKey appends p's graph6 string, with no symmetry.
func (Keyer) AppendPlainKey(dst []byte, p *Graph) []byte {
	return p.AppendGraph6(dst)
}

// MaxKeyLen is KeyLimitLen of k.MaxOrder: the longest key of a graph of
// at most that many vertices, 254 bytes for 64, the longest the decomp
// table stores.
func (k Keyer) MaxKeyLen() int {
	n := k.MaxOrder
	if n <= 0 || n > MaxOrder {
		n = MaxOrder
	}
	return KeyLimitLen(n)
}
