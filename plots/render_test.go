package plots_test

import (
	"testing"

	"gonum.org/v1/plot/cmpimg"
)

// The examples are the rendering tests: each writes testdata/x.png, which
// must equal testdata/x_golden.png pixel for pixel. Regenerate the
// goldens after an intended change with
//
//	go test ./plots -run TestRender -regen
//
// and look at them before committing.
func TestRenderSequence(t *testing.T) { cmpimg.CheckPlot(ExampleSequencePlot, t, "sequence.png") }
func TestRenderSequenceLong(t *testing.T) {
	cmpimg.CheckPlot(ExampleSequencePlot_long, t, "sequenceLong.png")
}
func TestRenderDensity(t *testing.T)    { cmpimg.CheckPlot(ExampleDensityPlot, t, "density.png") }
func TestRenderIntHeatMap(t *testing.T) { cmpimg.CheckPlot(ExampleIntHeatMap, t, "intHeatMap.png") }
func TestRenderFloatHeatMap(t *testing.T) {
	cmpimg.CheckPlot(ExampleFloatHeatMap, t, "floatHeatMap.png")
}
func TestRenderPaperSequence(t *testing.T) {
	cmpimg.CheckPlot(ExampleStyle_paper, t, "paperSequence.png")
}
func TestRenderDensityLog(t *testing.T) {
	cmpimg.CheckPlot(ExampleDensityPlot_log, t, "densityLog.png")
}
func TestRenderLinePlot(t *testing.T) { cmpimg.CheckPlot(ExampleLinePlot, t, "linePlot.png") }
func TestRenderFloatHeatMapLog(t *testing.T) {
	cmpimg.CheckPlot(ExampleFloatHeatMap_log, t, "floatHeatMapLog.png")
}
func TestRenderGameGraph(t *testing.T) { cmpimg.CheckPlot(ExampleGameGraphPlot, t, "gameGraph.png") }
