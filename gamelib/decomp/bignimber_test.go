package decomp

import (
	"context"
	"encoding/binary"
	"strconv"
	"testing"
)

// chain is the game whose position n (decimal) moves to every m < n: its
// nimber is n. Its nimbers pass 254, where format 2 of the table
// stopped storing them.
type chain struct{}

func (chain) Options(p string, dst []string) []string {
	n, _ := strconv.Atoi(p)
	for m := range n {
		dst = append(dst, strconv.Itoa(m))
	}
	return dst
}

func (chain) Components(p string, dst []string) []string {
	if p == "0" {
		return dst
	}
	return append(dst, p)
}

func (chain) AppendKey(dst []byte, p string) []byte { return append(dst, p...) }

// TestBigNimbers: exact nimbers from 254 to 65535 are stored (the marker
// 0xFE and the nimber in the excluded set's bytes) and read back, with
// the facts "not k" they imply; larger ones and bounds past 254 are not
// stored; and a search whose positions have nimbers past 254 finds them
// in the table instead of searching them again (chain 270: at most two
// nodes a position; format 2 searched 33,023 nodes, and chain 290 for
// more than a minute).
func TestBigNimbers(t *testing.T) {
	tab := &table{keyLen: 4, slot: 1 + 4 + valBytes}
	buf := make([]byte, tab.slot)
	for _, c := range []struct {
		in, want entry
	}{
		{entry{exact: 0, ub: -1, not: 0, work: 1}, entry{exact: 0, ub: -1, not: 0, work: 1}},
		{entry{exact: 253, ub: 253, not: 0x00FF, work: 2}, entry{exact: 253, ub: 253, not: 0x00FF, work: 2}},
		{entry{exact: 254, ub: -1, not: 3, work: 3}, entry{exact: 254, ub: -1, not: 1<<notBits - 1, work: 3}},
		{entry{exact: 255, ub: -1, work: 4}, entry{exact: 255, ub: -1, not: 1<<notBits - 1, work: 4}},
		{entry{exact: 300, ub: -1, work: 5}, entry{exact: 300, ub: -1, not: 1<<notBits - 1, work: 5}},
		{entry{exact: 65535, ub: -1, work: 6}, entry{exact: 65535, ub: -1, not: 1<<notBits - 1, work: 6}},
		{entry{exact: 65536, ub: -1, not: 5, work: 7}, entry{exact: -1, ub: -1, not: 5, work: 7}},
		{entry{exact: -1, ub: 300, not: 9, work: 8}, entry{exact: -1, ub: -1, not: 9, work: 8}},
	} {
		tab.encodeIn(buf, 0, []byte("key"), c.in)
		if got := tab.decodeIn(buf, 0); got != c.want {
			t.Errorf("%+v stored and read: %+v, want %+v", c.in, got, c.want)
		}
	}
	// Format 2: the exact byte 0xFE was the nimber 254, its excluded set
	// its own.
	tab.encodeIn(buf, 0, []byte("key"), entry{exact: 1, ub: -1, work: 1})
	v := buf[1+tab.keyLen:]
	v[0] = bigExact
	binary.LittleEndian.PutUint16(v[2:], 0x0F0F)
	if got := tab.decodeV2(buf); got.exact != 254 || got.not != 0x0F0F {
		t.Errorf("format 2 slot of nimber 254: %+v", got)
	}
	const n = 270
	got, st, err := Nimber(context.Background(), chain{}, strconv.Itoa(n), &Options{TTMem: 1 << 20})
	if err != nil || got != n {
		t.Fatalf("chain %d: nimber %d, %v", n, got, err)
	}
	if st.Nodes > 2*n {
		t.Errorf("chain %d: %d nodes, want at most %d (a position's nimber past 254 searched again)", n, st.Nodes, 2*n)
	}
}
