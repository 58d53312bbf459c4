// Package checkpoint stores the Grundy values of a long computation in a
// directory, so that a run to billions of heaps can be stopped (Ctrl-C, a
// crash, a full disk) and resumed with identical results, and runs such a
// computation (Run).
//
// Layout. A checkpoint directory holds checkpoint.json, the manifest, and
// the chunk files it lists, values-START-COUNT.glc, each holding the values
// g(START … START+COUNT−1). The manifest names the game, the number of
// heaps stored, every chunk with its SHA-256, the rare/common split the
// solver used last with its number of rare heaps, and the best period
// found so far. Every file is written to a temporary name, synced and
// renamed, and the directory synced, so a file is either complete or
// absent; the manifest is replaced last, so it never lists a chunk that is
// not on disk, and chunks it no longer lists are removed only after it is.
// A full chunk (Options.ChunkHeaps heaps, 2^24 by default) is never
// rewritten; the last, partial one is replaced by a longer one at each
// save.
//
// Chunk format (little-endian): the magic "GRUNDYCK", format version
// (uint32), the game's name (uint16 length and bytes), START and COUNT
// (uint64), the encoding (byte), the split of the parity encoding (mask
// uint16, σ, rare class and the implied bit, one byte each), the number of
// exceptions (uint32), the exceptions (offset uint32, value uint16), the
// body and the SHA-256 of everything before it.
//
// Bytes per heap. Three encodings, chosen per chunk:
//   - bytes: one byte a heap, when every value is below 256 (Grundy's game
//     has no value above 255 up to 2^22 at least, so it stores at 1 byte a
//     heap plus 47 bytes and 32 of checksum a chunk: 1.000005 bytes a heap
//     with chunks of 2^24 heaps);
//   - parity: for values up to 511, the value without the bit that the
//     rare/common class implies (the split's lowest mask bit b: for a
//     common heap x, bit b of g(x) is parity(g(x) AND μ without b) ⊕
//     σ·(x mod 2) ⊕ the common class), one byte a heap, and the rare heaps
//     and the values that still do not fit as exceptions of 6 bytes each:
//     1 + 6·(rare fraction) bytes a heap;
//   - wide: two bytes a heap, when the exceptions would cost more.
//
// In memory the solver holds a byte a value while every value is below
// 256, a byte and a bit while every value is below 512 (Grundy's game
// from heap 7,250,049 on), two bytes after (octal.Solver.Bits), and a few
// MiB of tables; a resumed run reads the chunks one at a time (Scan),
// checking every checksum, straight into the solver's form
// (octal.Code.ResumeSolverFrom: never all at two bytes a heap unless a
// value exceeds 511), and rebuilds the tables in O(n).
//
// Reading without loading. Dir.Scan reads the chunks one at a time, with
// the same checks as Load, so that a checkpoint larger than memory allows
// (Grundy's game to 2^32: 8 GiB at two bytes a heap) can still be read;
// Dir.Survey is one such pass: the rare heaps under the manifest's split
// (the "sparse values" Flammenkamp lists), the records and the largest
// value (grundy survey).
//
// Files: chunk.go (the chunk format), store.go (the directory: open,
// load, save), scan.go (reading chunk by chunk), survey.go (rare heaps and
// records), verify.go (what a resume checks), run.go (the run).
package checkpoint
