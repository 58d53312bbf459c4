package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// writeJSON writes v as exactly one JSON object followed by a newline.
// Characters such as < and & are written as themselves, not as \u003c:
// the output is for programs and people, not for embedding in HTML.
func writeJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil { // Encode ends with a newline
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// joinInts formats values separated by single spaces.
func joinInts[T ~int | ~int64 | ~uint16 | ~uint32](vs []T) string {
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, int64(v))
	}
	return b.String()
}
