package table_test

import (
	"encoding/csv"
	"strings"
)

func readCSV(s string) ([][]string, error) { return csv.NewReader(strings.NewReader(s)).ReadAll() }
