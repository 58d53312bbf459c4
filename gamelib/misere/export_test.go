package misere

// NimPart exposes to the tests whether the solver treats heap h as equal
// to the nim sum m·∗2 + p·∗1 (nimLike).
func NimPart(s *Solver, h int) (m, p int, ok bool, err error) {
	if err := s.prepare(h); err != nil {
		return 0, 0, false, err
	}
	if s.kinds[h] != kindNim {
		return 0, 0, false, nil
	}
	return int(s.nim[h].twos), int(s.nim[h].parity), true, nil
}
