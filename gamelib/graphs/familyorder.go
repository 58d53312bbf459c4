package graphs

// MaxOrder returns the largest order of the family's graphs of index
// f.First … n, and 1 when that is less (no graph, or only graphs of no
// vertex or one), so that it sizes keys (Keyer.MaxOrder) and key caches
// (KeyCacheBytes) for all of them before their searches. It stops at the
// first index whose graph cannot be built (an error, or no graph, as
// Values reports it there) and returns the largest order before it.
// Cost: building each graph.
func (f Family) MaxOrder(n int) int {
	order := 1
	if f.Graph == nil {
		return order
	}
	for i := f.First; i <= n; i++ {
		g, err := f.Graph(i)
		if err != nil || g == nil {
			break
		}
		order = max(order, g.Order())
	}
	return order
}
