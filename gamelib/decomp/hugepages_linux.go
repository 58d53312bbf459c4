package decomp

import "syscall"

// adviseHuge asks Linux to back b with transparent huge pages (2 MiB):
// the table is read at random, so with 4 KiB pages nearly every lookup
// in a table of hundreds of megabytes also misses the TLB. Where the
// kernel's setting is "madvise" (the default of many distributions) the
// advice is what enables them; the advice failing changes nothing but
// the speed.
func adviseHuge(b []byte) {
	const huge = 2 << 20
	if len(b) < 2*huge {
		return
	}
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
}
