package misere

import "container/heap"

// pqueue is a priority queue of T, least first by less (a binary heap:
// O(log n) per push and pop). The quotient code keeps sums of heaps in
// the monomial order of normal forms in it.
type pqueue[T any] struct {
	items []T
	less  func(a, b T) bool
}

func newPQueue[T any](less func(a, b T) bool, items ...T) *pqueue[T] {
	q := &pqueue[T]{items: items, less: less}
	heap.Init((*pqHeap[T])(q))
	return q
}

func (q *pqueue[T]) len() int { return len(q.items) }
func (q *pqueue[T]) push(x T) { heap.Push((*pqHeap[T])(q), x) }
func (q *pqueue[T]) pop() T   { return heap.Pop((*pqHeap[T])(q)).(T) }

// pqHeap is pqueue as container/heap's interface.
type pqHeap[T any] pqueue[T]

func (h *pqHeap[T]) Len() int           { return len(h.items) }
func (h *pqHeap[T]) Less(i, j int) bool { return h.less(h.items[i], h.items[j]) }
func (h *pqHeap[T]) Swap(i, j int)      { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *pqHeap[T]) Push(x any)         { h.items = append(h.items, x.(T)) }
func (h *pqHeap[T]) Pop() any {
	var zero T
	x := h.items[len(h.items)-1]
	h.items[len(h.items)-1] = zero
	h.items = h.items[:len(h.items)-1]
	return x
}
