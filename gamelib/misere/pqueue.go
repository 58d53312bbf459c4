package misere

// pqueue is a priority queue of T, least first by less (a binary heap:
// O(log n) comparisons per push and pop). The quotient code keeps sums of
// heaps in the monomial order of normal forms in it. It is written out
// rather than built on container/heap, whose interface boxes every item
// pushed and popped (a third of the time of an expansion, measured on
// octal 4.7).
type pqueue[T any] struct {
	items []T
	less  func(a, b T) bool
}

func newPQueue[T any](less func(a, b T) bool, items ...T) *pqueue[T] {
	q := &pqueue[T]{items: items, less: less}
	for i := len(items)/2 - 1; i >= 0; i-- {
		q.down(i)
	}
	return q
}

func (q *pqueue[T]) len() int { return len(q.items) }

func (q *pqueue[T]) push(x T) {
	q.items = append(q.items, x)
	// up
	j := len(q.items) - 1
	for j > 0 {
		i := (j - 1) / 2
		if !q.less(q.items[j], q.items[i]) {
			break
		}
		q.items[i], q.items[j] = q.items[j], q.items[i]
		j = i
	}
}

func (q *pqueue[T]) pop() T {
	var zero T
	x := q.items[0]
	n := len(q.items) - 1
	q.items[0] = q.items[n]
	q.items[n] = zero
	q.items = q.items[:n]
	if n > 1 {
		q.down(0)
	}
	return x
}

func (q *pqueue[T]) down(i int) {
	n := len(q.items)
	for {
		j := 2*i + 1
		if j >= n {
			return
		}
		if r := j + 1; r < n && q.less(q.items[r], q.items[j]) {
			j = r
		}
		if !q.less(q.items[j], q.items[i]) {
			return
		}
		q.items[i], q.items[j] = q.items[j], q.items[i]
		i = j
	}
}
