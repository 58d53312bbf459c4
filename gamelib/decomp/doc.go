// Package decomp computes nimbers and outcomes of impartial games whose
// positions split into independent components: Cram, Node Kayles and
// other games on boards and graphs.
//
// By the Sprague–Grundy theorem a position that is a sum of components
// G₁ + … + Gₘ has nimber g(G₁) ⊕ … ⊕ g(Gₘ), and it is a P-position (the
// player to move loses) exactly when that nim-sum is 0. A game supplies
// the moves of a component, the split of a position into components and
// a canonical key under its symmetries (Game); the engine does the rest:
//
//   - Nimber: the search of Beling and Rogalski ("On pruning search
//     trees of impartial games", Artificial Intelligence 283, 2020; igs's
//     BrAspSet): a component is asked for its nimber only when it lies in
//     a set of nimbers, and asks its options for sets in turn, keeping
//     the set of nimbers it may still have (br.go). The root tests
//     k = 0, 1, … as Lemoine and Viennot ("Nimbers are inevitable",
//     Theoretical Computer Science 462, 2012): G has nimber k exactly
//     when G + *k is a P-position, i.e. no option of G has nimber k and
//     G has an option of each nimber j < k. An option's value is a sum:
//     the nimbers of its components but the largest are computed and
//     folded in, and the largest is only asked for a set. Options
//     asked for sets return exact nimbers, which the table keeps for
//     every later test;
//   - an upper bound on a component's nimber (the game's Bounder) and
//     the nimbers the table knows it has not trim the sets asked;
//   - a node expands its options a few at a time (expandGroup): their
//     components, keys and table lookups, each group's loads in one
//     batch. Most nodes are settled by an option whose nimber the table
//     knows, among the first few, before any option is asked; the
//     options after that group are never split, keyed or looked up;
//   - Outcome: the same search for G + *0 only, cheaper than the nimber;
//   - OptionNimbers and OptionOutcomes: the nimber or outcome of every
//     option of a position, one after another with one table: its
//     winning moves (options.go);
//   - a transposition table of fixed memory, with exact keys, in buckets
//     of 4 slots that keep the entries whose search cost the most, saved
//     to a directory and resumed (Options.Dir), or kept across the
//     searches of a sequence of positions of one game (Table,
//     Options.Table, kept.go): its entries are facts about positions, so
//     a later search takes what an earlier one found;
//   - several workers (Options.Workers, parallel.go): the root's test
//     "has nimber k?" asks its options independent questions, which the
//     workers share out, each searching below its option; a worker
//     with none left joins an option in flight, and at every node the
//     options another worker is searching are asked last (after Weill's
//     ABDADA, busy.go); they share the table, whose reads take no lock
//     (a seqlock per stripe of buckets, shared.go). The answer is the
//     sequential one's; the node counts vary from run to run;
//   - PlainNimber: the plain memoised mex over whole positions, the
//     reference the tests check every fast method against.
//
// Limits and cancellation travel with the context.Context of each call
// (gamelib.WithLimits): the table's memory is checked against the
// memory limit before it is allocated.
package decomp
