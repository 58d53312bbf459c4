// Package e2e is the browser end-to-end test of the notebooks: it starts
// Jupyter Notebook the way `make notebook` does (127.0.0.1, a free port,
// token authentication), drives Debian's chromium headless with go-rod,
// and runs Kernel → Restart & Run All on every notebook, as a user would.
//
// It is a module of its own so that `go test ./...` at the repository
// root neither builds nor runs it; `make browser-test` (part of
// `make test`) runs it through scripts/browser-test, which installs
// chromium from Debian when it is missing. Nothing is downloaded at run
// time: the launcher is pointed at /usr/bin/chromium.
package e2e
