package lab

import (
	"testing"
	"time"
)

// TestRetryBuild checks the explorer's retries of its widgets: the first
// attempt that answers in time wins, a late answer of an earlier attempt
// is ignored, and attempts that never answer give up after the last one.
func TestRetryBuild(t *testing.T) {
	const timeout = 20 * time.Millisecond
	never := make(chan struct{}) // never closed: a browser that never answers
	t.Run("first", func(t *testing.T) {
		v, ok := retryBuild(3, timeout, func(a int) int { return a })
		if !ok || v != 0 {
			t.Errorf("got %d, %v; want 0, true", v, ok)
		}
	})
	t.Run("third", func(t *testing.T) {
		v, ok := retryBuild(3, timeout, func(a int) int {
			if a < 2 {
				<-never
			}
			return a
		})
		if !ok || v != 2 {
			t.Errorf("got %d, %v; want 2, true", v, ok)
		}
	})
	t.Run("late", func(t *testing.T) {
		// Attempt 0 answers only once attempt 1 has started (after its
		// time is up); attempt 1 answers after attempt 0 has, in time:
		// attempt 1's value must win.
		started1, answered0 := make(chan struct{}), make(chan struct{})
		v, ok := retryBuild(2, time.Second, func(a int) int {
			if a == 0 {
				<-started1
				close(answered0)
				return 0
			}
			close(started1)
			<-answered0
			return 1
		})
		if !ok || v != 1 {
			t.Errorf("got %d, %v; want 1, true", v, ok)
		}
	})
	t.Run("none", func(t *testing.T) {
		started := make(chan int, 3)
		v, ok := retryBuild(3, timeout, func(a int) int { started <- a; <-never; return a })
		if ok || v != 0 {
			t.Errorf("got %d, %v; want 0, false", v, ok)
		}
		for want := range 3 {
			select {
			case a := <-started:
				if a != want {
					t.Errorf("attempt %d started, want %d", a, want)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("attempt %d never started", want)
			}
		}
	})
}
