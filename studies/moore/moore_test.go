package moore

import "testing"

func TestPPositionsBySumHugeHeaps(t *testing.T) {
	if _, err := PPositionsBySum(1<<40, 1, 0); err == nil {
		t.Error("PPositionsBySum(2^40 heaps) accepted")
	}
}
