package octal

import (
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
)

// TestNilCode: the methods of a nil *Code return errors or zero values,
// never panic.
func TestNilCode(t *testing.T) {
	var c *Code
	if c.String() != "octal:<nil>" || c.Code() != "" || c.Len() != 0 || c.Digit(1) != 0 || c.Hexadecimal() {
		t.Error("accessors of a nil *Code")
	}
	for range c.Options(5) {
		t.Error("a nil *Code has options")
	}
	if _, err := c.Values(5, nil); err == nil {
		t.Error("Values of a nil *Code succeeded")
	}
	if _, err := c.PlainValues(5, nil); err == nil {
		t.Error("PlainValues of a nil *Code succeeded")
	}
	if _, err := c.Values16(5, nil); err == nil {
		t.Error("Values16 of a nil *Code succeeded")
	}
	if _, err := heap.Values(c, 5, nil); err == nil {
		t.Error("heap.Values of a nil *Code succeeded")
	}
}
