// Package misere analyses heap games (heap.Rule, among them octal and
// hexadecimal codes) under misère play, where the player who makes the
// last move loses.
//
// # Misère values
//
// The misère Grundy value of a game G is
//
//	g⁻(G) = mex { g⁻(G′) : G′ an option of G },  g⁻(0) = 1,
//
// and G is a misère P-position (the player to move loses) exactly when
// g⁻(G) = 0. Unlike normal play, g⁻ of a sum is not a function of the
// values of its parts, so the value of one heap needs the values of the
// sums its moves leave: a Solver computes them by search over canonical
// positions (sorted heap sizes), memoised, within the memory limit of
// the call.
//
// Two exact shortcuts keep the positions few. (1) g⁻(G + ∗1) = g⁻(G) ⊕ 1
// for every G: by induction, the options of G + ∗1 are G (value m =
// g⁻(G)) and G′ + ∗1 (values a ⊕ 1, a ranging over the set A of option
// values of G, m = mex A); when m is even, A ⊇ {0..m−1} is closed under
// ⊕1 below m and m+1 ∉ A⊕1∪{m}, so the mex is m+1; when m is odd, m−1 is
// missing and everything below it present, so the mex is m−1; for G = 0,
// g⁻(∗1) = 0 = 1⊕1. Hence heaps equal to ∗1 (a heap whose only move
// empties it) count only by parity, and ∗1 + ∗1 changes no outcome.
// Heaps with no move are the game 0 and disappear. (2) Heaps equal to ∗2
// = {0, ∗1} are kept as a count m and handled by the genus, since
// g⁻(G + m·∗2) is by definition a digit of G's genus. (3) More generally
// a heap whose options, written with (1) and (2), are exactly the options
// of a nim sum m·∗2 + p·∗1 (or of m·∗2 + (p+2)·∗1, which (1) makes equal
// to it) is that nim sum in every sum: by induction on X, H + X and
// m·∗2 + p·∗1 + X have the same options up to positions already known to
// have the same values. So Kayles' heap 3, with options ∗2, ∗1 and
// ∗1 + ∗1 = 0, is ∗2 + ∗1 (this is ∗3); Grundy's heap 4, whose only
// option is ∗1, is ∗1 + ∗1, which is 0; Dawson's Kayles' heaps 5 and 6
// are nim sums too. Such heaps, like ∗1 and ∗2, never enter the
// positions searched.
//
// Misère Nim (Bouton, 1902): a sum of nim heaps is a misère P-position
// exactly when its nim-sum is 0 and some heap has at least 2 tokens, or
// every heap has at most one token and their number is odd. The tests
// check it on all sums of heaps ≤ 9 of total ≤ 24.
//
// # Genus
//
// Conway's genus of G (On Numbers and Games, ch. 12; Winning Ways, ch. 13)
// is g^{γ₀γ₁γ₂…} with g = g⁺(G) the normal-play value and γ_k =
// g⁻(G + k·∗2). From G + k·∗2 a player moves in G or turns one ∗2 into 0
// or ∗1, so, with S_k the set of γ_k of G's options,
//
//	γ₀ = mex S₀ (1 if G has no option),  γ_k = mex(S_k ∪ {γ_{k−1}, γ_{k−1} ⊕ 1}).
//
// (CGSuite computes genera by the same recurrence.) When k+1 ≥ K, the
// longest superscript among the options, S_k repeats with period 2, and
// once also γ_k = γ_{k−2} the recurrence repeats for ever; so every genus
// is written with finitely many digits, the last two alternating: 0^120
// is ∗0 (γ = 1, 2, 0, 2, 0, …), 1^031 is ∗1, 2^20 is ∗2, 4^146 is wild.
// Genus.String uses CGSuite's notation, with parentheses and commas when
// a digit is 10 or more.
//
// The final alternation need not be g⁺, g⁺⊕2. Tame genera end with
// γ_k = g⁺ for even k and g⁺⊕2 for odd k; wild ones may end the other
// way round (4^146 and 4^64: γ_k = g⁺⊕2 for even k) or on other values
// altogether: heap 4 of the octal game 0.35, whose options are tame, is
// 1^20; heap 24 of Dawson's chess is 0^31 (as CGSuite also finds); Kayles
// heaps 81 and 83 are 8^(16,18) and 7^(8,10). So the normal value is not a
// function of a position's misère values with ∗2s added.
//
// The genus of G + ∗1 is G's with every number ⊕ 1 (shortcut (1) applied
// to G + k·∗2), and the genus of G + m·∗2 is G's shifted by m.
//
// # Tame and wild
//
// The tame genera are those of nim positions: 0^120, 1^031 and p^{p,p⊕2}
// for every p (0^02 = ∗2+∗2, 1^13 = ∗2+∗3, 2^20, 3^31, 4^46, …). A game
// all of whose positions have tame genera is tame (Solver.HereditarilyTame)
// and plays like misère Nim in any sum of tame games: TameOutcome predicts
// the outcome from the genera alone, which the tests check against search
// on every sum of tame heaps of total ≤ 24. A heap with a non-tame genus
// is wild.
//
// The tame genera add like those of nim positions (TameSum), so the
// genera of the hereditarily tame heaps that start a game need no search
// (TameGenera: from the options' genera by the recurrence above), nor do
// the outcome and a winning move of any sum of them (TameOutcome,
// TameWinningMove). 130 of the 512 octal codes 0.d₁d₂d₃ are hereditarily
// tame at every heap to 2000, 0.56 among them. QuotientGenera uses the
// number of distinct genera of the tame heaps as a lower bound on the
// order of the value quotient it would build.
//
// This is tameness in the strict, hereditary sense, on the game as its
// rule gives it. CGSuite's IsTame works on the misère canonical form and
// also admits reversibly tame games (wild options that reverse through
// tame ones, Winning Ways ch. 13), so it calls Kayles heap 8 (1^13, with
// the wild heap 5 among its positions) tame where Solver.HereditarilyTame
// does not.
//
// # Misère quotients
//
// Restricted to heaps of size ≤ n, a game's positions modulo
// indistinguishability (G ≡ H when o⁻(G+X) = o⁻(H+X) for every position
// X) form a commutative monoid Q, its misère quotient (Plambeck, "Taming
// the wild in impartial combinatorial games", INTEGERS 5 (2005); Plambeck
// and Siegel, "Misère quotients for impartial games", JCTA 115 (2008)),
// with the P-portion P ⊆ Q of the P-positions' elements; the outcome of
// any sum is read off its element. QuotientOf computes Q with a
// presentation on heap generators, its multiplication table and the map
// from heaps to elements; Quotients does it for n = 1, 2, … in turn.
//
// Words (sums of heaps) are visited in a monomial order, fewest tokens
// first, each new word a normal form plus one heap; a word whose outcomes
// with every context of total ≤ c match an element found earlier gives a
// relation, otherwise a new element. The candidate is accepted when the
// heaps' actions on it commute and respect the relations (so that Φ, the
// map from positions to Q, is a homomorphism) and when its P-portion
// agrees with the moves of every position: x ∈ P exactly when the
// positions G with Φ(G) = x have a move and every move leads outside P.
// A move in heap h of G leads to Φ(G − h)·Φ(O), so this depends only on
// Φ(G) and the Φ(G − h) of the heaps present, and adding a heap k maps
// them to Φ(G)·k, Φ(G − h)·k and Φ(G − k) = Φ(G); the states reachable
// from the empty position are finitely many and a search over them proves
// the condition for every position (Quotient.Proven), by induction on
// positions. A candidate that fails a check had too few contexts to tell
// two elements apart, so c grows and the quotient is recomputed. An
// accepted candidate predicts every outcome, so it is at least as fine as
// indistinguishability; elements with different signatures are
// distinguishable, so it is no finer: it is the quotient.
//
// The proof prunes its states (x, T), x = Φ(G) and T the elements of G's
// options: a state whose T contains the T of an earlier state with the
// same x fails only where that one fails, so each element keeps the
// antichain of its minimal option sets, as in Plambeck and Siegel's
// MisereSolver (CGSuite). A new heap H is first tested against the
// proven quotient Q of the smaller heaps: with S the elements of H's
// options and X a position of element x that has a move, T the elements
// of X's options, H ≡ X (and Q is also the quotient with H, Φ(H) = x)
// when for every y ∈ Q, xy ∈ P implies sy ∉ P for all s ∈ S, and xy ∉ P
// with some ty ∈ P implies some sy ∈ P (proof in equivalence.go, by induction
// on positions with H replaced by X). The representatives X tried are
// the earlier heaps, the normal forms, the sums of two heaps and every
// minimal option set the proof kept; then each x is tried by the proof
// itself. The test costs O(|Q|·(|S|+|T|)) per representative.
//
// A heap that passes no test adds elements, and the quotient is rebuilt
// without search (recalibration.go): a trial takes Q times a cyclic monoid
// ⟨h | h⁴ = h²⟩ for the new heap, marks its P-portion from the least
// position of each element (whose options come earlier in the monomial
// order), merges the elements no context tells apart, and is proven or
// refuted by the same proof; a refuted trial is recalibrated on its least
// failing position, whose heaps get cyclic components of larger index and
// period, until a trial is proven. Kayles' quotient has order 40 (it
// stops growing at heap 27), Dawson's Kayles' to heap 30 order 360, the
// value Siegel gives (miseregames blog, 2007); timings are in
// docs/misere-log.md. The search
// algorithm described above (contexts, signatures) is kept as the plain
// method the tests compare with, field by field, on small bounds.
// Quotient.Verify checks a quotient once more by brute force against
// search on all sums of total ≤ S. Games whose quotient is infinite end
// with ErrQuotientTooLarge at QuotientOptions.MaxOrder.
//
// # Cost
//
// Search visits every canonical position reachable from the query. For
// rules whose moves leave at most one heap (Nim, subtraction games) that
// is one position per heap size; for take-and-break games it is the
// number of multisets of heap sizes below the query (heaps equal to nim
// sums excluded), which grows like the partition numbers: Kayles to heap
// 60 visits 43 000 positions and 1.6·10⁶ options (shortcut (3) more than
// halves both), Dawson's Kayles to heap 60 far fewer.
// For Kayles the count is exact: the positions below heap n are the
// multisets of heaps ≥ 4 with total + (number of heaps − 1) ≤ n (each
// move removes a token or two and leaves at most one more heap, and
// knocking out single pins between the heaps reaches every such
// multiset; TestKaylesPositionCount checks the count to heap 40), that
// is the partitions of the numbers ≤ n + 1 into parts ≥ 5: 42 976 for
// n = 60, 195 485 for n = 72, 3.0·10²⁸ for n = 1000.
// The options visited are the measure of work, held against
// gamelib.WorkLimit (ErrTooSlow) as the tables are against
// gamelib.MemoryLimit (ErrTooLarge). The memo tables hash a position as
// the sum of its heaps' 64-bit codes, so an option's hash costs O(1), and
// compare the position itself on a hit (exact whatever the hash does).
// The look-up dominates the time, and the positions of the entries are
// kept in the entries' own memory (up to 22 heaps, each below 256) to
// spare it a cache miss. Exact genera of Kayles heaps thus reach heaps
// of about 70, not 1000 (docs/misere-log.md has the timings).
//
// # Why no genus arithmetic
//
// Genus arithmetic would need the genus of a sum from the genera of its
// parts, and that is a theorem only in special cases (On Numbers and
// Games, ch. 12; Winning Ways, ch. 13): sums of tame games (misère Nim,
// TameOutcome), one game of known genus plus nim heaps ∗1, ∗2, ∗3 and at
// most one larger heap, and a restive game plus nim heaps. The options of
// a Kayles heap are sums of two heaps, most of them wild (heap 5 is
// 4^146), and no theorem gives the genus of a sum of two wild games from
// their genera; Conway (ONAG, ch. 12) proves that misère games simplify
// only by reversible moves, so distinct heaps are rarely equal (no two
// general Kayles, Dawson's Kayles, Grundy's game, 0.75 or 0.123 heaps up
// to 120 have the same options after (1)–(3), beyond Dawson's heap 9,
// whose options are those of heap 7 + ∗1; checked against each heap
// alone and each heap plus m·∗2 + p·∗1, m ≤ 3). Every genus here is exact;
// none is computed by rules that hold only for tame or restive parts.
//
// Quotients are an exact route: g⁻(X) = m exactly when X + ∗m is a
// misère P-position (by induction: if g⁻(X) = m, a move from X + ∗m to
// X′ + ∗m is answered in X′ or in ∗m, and a move to X + ∗j, j < m, by the
// option of X of value j; if g⁻(X) ≠ m, one such move from X + ∗m reaches
// a P-position). The quotient of the game with the nim heaps ∗0 … ∗m
// thus gives every genus digit, but the nim heaps make it large (Kayles
// with ∗0 … ∗11 passes 2000 elements by heap 20). The misère value
// quotient (ValueQuotientOf) asks less: positions are identified when
// g⁻(G + X) = g⁻(H + X) for every position X of the game, so that g⁻ is
// a function of the element; with ∗1 and ∗2 among the heaps it gives
// γ_k(G) = g⁻(G + k·∗2), and QuotientGenera reads every heap's genus off
// it. It is computed as the misère quotient is (see Misère quotients), with g⁻ in place
// of the outcome as the label the proof checks: each position's label is
// the mex of its options' labels (1 for the empty position). Its order
// is 8 for 0.75 and 20 for 0.123 to heap 1000 (where the search would
// take days), but Kayles, Dawson's Kayles and
// Grundy's game reach only heap 19 (docs/misere-log.md: the search
// suggests that Kayles' value quotient of heaps ≤ 20 is infinite, while
// its misère quotient stays of order 40); the genus of Kayles to heap
// 1000 is reached by neither route.
//
// Hereditary tameness (HeapsHereditarilyTame) needs no search: a sum of
// hereditarily tame games is hereditarily tame (ONAG, ch. 12), so a heap
// is when its genus is tame and every heap of its options is; this agrees
// with the search's position-by-position answer on every game tested.
//
// Nor is the quotient of the game alone a shortcut for the search: two
// sums of heaps with one element of Kayles' quotient have the same
// outcome with every sum of Kayles heaps, but the genus asks for the nim
// heaps ∗m, m ≥ 4, too (γ_k = m exactly when G + k·∗2 + ∗m is a
// P-position), and for those contexts the quotient proves nothing.
//
// Misère Kayles is solved for outcomes: W. L. Sibert found, and Sibert
// and Conway proved ("Mathematical Kayles", International Journal of
// Game Theory 20 (1992)), an efficient rule for the winning play of
// sums of Kayles heaps, which T. E. Plambeck extended to Daisies (4.7)
// and other games ("Daisies, Kayles, and the Sibert–Conway
// decomposition in misère octal games", Theoretical Computer Science 96
// (1992) 361–388). Such a rule decides the outcomes of G + k·∗2 + ∗m for
// m ≤ 3, since ∗1, ∗2 and ∗3 are Kayles heaps 1, 2 and 3, and so
// whether a genus digit is 0, 1, 2, 3 or at least 4; the digits ≥ 4
// (heap 5 is 4^146, heap 33 is 8^(10,8)) need outcomes with the nim
// heaps ∗4, ∗5, …, which are no Kayles heaps. It is not implemented
// here, and no
// rule for the genera of all Kayles heaps is used: every genus is exact.
// # Which method: the policy
//
// Genera (the genus of every heap 0..n) and Sum (outcome, genus and a
// winning move of a sum of heaps) choose among the three methods — the
// tame genera, the search, the quotients — once, for the command line and
// the notebooks alike (policy.go has the rules), and return the method
// used; limits and cancellation come per call from a context.Context
// (gamelib.WithLimits, gamelib.LimitsFrom), and each method is estimated
// before it starts, so that a heap bound of hours is refused at once
// (gamelib.ErrTooSlow) rather than run.
//
// Every table the package holds whose size depends on the input (the
// options, the solver's memo, trial monoids and their reduction, the
// proof's states, the sums of a verification) is checked against the
// memory limit of the call (gamelib.Limits.CheckMemory): the functions
// that take a context — Genera, Sum, QuotientOfContext,
// ValueQuotientOfContext, NewSolverContext (whose limits Verify uses) —
// read it from ctx (gamelib.LimitsFrom), and the others use the process
// defaults, gamelib.MemoryLimit and gamelib.WorkLimit.
//
// # Map of the package
//
//	policy.go         Genera, Sum, Values: the method policy
//	genus.go          Genus: notation, At, Tame, Xor1, ParseGenus
//	tame.go           tame arithmetic: TameGenera, TameSum, TameOutcome, TameWinningMove, HeapsHereditarilyTame
//	solver.go         Solver: the memoised search (Genus, Outcome, WinningMove, HeapGenera)
//	monoid.go         Monoid: a finite commutative monoid by its table and heap elements, shared by both quotients
//	quotient.go       Quotient (a Monoid with its P-portion and presentation), QuotientOptions, its queries
//	incremental.go    QuotientOf, Quotients: heap-by-heap construction (extendOne or expand at each heap)
//	equivalence.go    a heap equivalent to an element (extendOne), with its proof
//	recalibration.go  a heap that adds elements: expandTable, settle, recalibrate (the method)
//	trial.go          trial monoids: a base times cyclic monoids, products by shifts and masks
//	marker.go         markLabels: a trial's labels from the least position of each element
//	reduce.go         reduce: a labelled trial to its quotient Monoid (partition refinement)
//	proof.go          the proof step: check, checkTable, minimal option sets
//	words.go          words, the monomial order, normal forms and presentations
//	verify.go         verification against the search on all small sums
//	valuequotient.go  ValueQuotient, ValueQuotientOf: g⁻ instead of outcomes
//	valuegenus.go     QuotientGenera, QuotientGenus: genera read off the value quotient
//	pqueue.go         the priority queue of the monomial order
//
// Files call each other one way: each uses only files of the layers
// before its own, (1) genus, monoid, options, pqueue; (2) solver, words;
// (3) proof, tame; (4) quotient, recalibration; (5) equivalence, verify;
// (6) incremental, valuequotient; (7) valuegenus; (8) policy.
//
// The search algorithm for quotients (contexts and signatures) is the
// test code's reference (search_internal_test.go).
package misere
