# grundylab: library, CLI and notebooks. `make help` lists the targets.
#
# The shell scripts in scripts/ hold the logic; the Makefile, .ci/run and the
# Dockerfile call them, so each step behaves the same everywhere.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# Port of `make notebook`; the server listens on 127.0.0.1 only, with token auth.
NOTEBOOK_PORT ?= 8888

# NOTEBOOKS_STRICT=1: `make test` fails, instead of warning, when a committed
# notebook's outputs differ from a fresh run.
NOTEBOOKS_STRICT ?=

# --allow-root only when running as root (containers, CI machines).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: help setup notebook figures test test-deps fmt-check vet gotest test-scripts test-shards census test-hard bench-engine warm run-notebooks notebooks browser-test lint-docker smoke clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  make %-14s %s\n", $$1, $$2 }'

setup: ## install Jupyter if missing, build gonb/goimports/gopls into .bin/, install the gonb kernel
	scripts/setup

notebook: setup ## serve Jupyter Notebook on notebooks/ at 127.0.0.1, port 8888 (NOTEBOOK_PORT), token auth
	scripts/trust-notebooks
	jupyter notebook --notebook-dir=notebooks --ip=127.0.0.1 --port=$(NOTEBOOK_PORT) --no-browser $(ALLOW_ROOT)

test: setup test-deps fmt-check vet test-scripts test-shards gotest warm run-notebooks browser-test lint-docker smoke ## everything CI runs
	@echo "make test: all checks passed"

test-deps: ## install what the checks need beyond Go and Jupyter (pdftotext for the PDF text tests, node)
	scripts/test-deps

fmt-check: ## fail when a Go file is not gofmt-ed
	@if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
		files=$$(git ls-files -z --cached --others --exclude-standard '*.go' | xargs -0 -r gofmt -l); \
	else files=$$(gofmt -l .); fi; \
	if [[ -n $$files ]]; then echo "gofmt needed on:"; echo "$$files"; exit 1; fi; \
	echo "gofmt: ok"

vet: ## go vet ./..., and a 32-bit build (GOARCH=386) so that int overflows on 32-bit platforms are caught
	go vet ./...
	GOARCH=386 go build ./...

gotest: ## go test ./... (includes the golden-image tests)
	go test ./...

test-scripts: ## syntax-check the shell scripts, unit-test scripts/nbtool.py, compile errors through the kernel (skipped without it) and the tooltip extension
	@for f in scripts/setup scripts/test-deps scripts/run-notebooks scripts/lint-docker scripts/smoke-server scripts/browser-test scripts/trust-notebooks scripts/test-sweep-shards scripts/lib.sh .ci/run; do \
		bash -n "$$f"; done
	"$$(source scripts/lib.sh && pick_python)" -m unittest discover -s scripts -p 'test_*.py'
	node --test scripts/jupyter/tooltip.test.js

test-shards: ## grundy sweep cut into 4 shards run by GNU parallel equals the whole sweep (installs parallel in CI)
	scripts/test-sweep-shards 4

census: ## recompute the octal census data of notebook 07 (notebooks/census/*.jsonl; about an hour on 2 busy cores, not in CI)
	go run ./cmd/grundy sweep --digits 3 -n 131071 --jobs 2 -o notebooks/census/octal3.jsonl
	go run ./cmd/grundy sweep --digits 3 --leading 0,4 -n 16383 --jobs 2 -o notebooks/census/octal3-lead4.jsonl
	go run ./cmd/grundy sweep --codes 0.16,0.56,0.376,0.354 -n 21000000 -o notebooks/census/hardest.jsonl

test-hard: ## certify 0.16, 0.376 and 0.354 with the literature's periods (about a minute; not in CI)
	GRUNDY_HARD=1 go test -run TestHardest -v ./gamelib/octal

bench-engine: ## the solver's benchmarks at one and two cores side by side (minutes; not in CI)
	# One go test per -cpu value: in `-cpu 1,2 -benchtime 1x` the first result is
	# a run made while GOMAXPROCS is still 2 (left by the tests' pass over the list).
	go test -run XXX -bench 'GrundySparse2e22|GrundySpeculateInline2e22|Hardest' -benchtime 1x -count 5 -cpu 1 ./gamelib/octal
	go test -run XXX -bench 'GrundySparse2e22|Hardest' -benchtime 1x -count 5 -cpu 2 ./gamelib/octal

warm: ## compile every package once so the notebooks' first cells start fast
	go build ./...

run-notebooks: setup ## execute copies of all notebooks, fail on any error (work tree untouched)
	scripts/run-notebooks $(if $(NOTEBOOKS_STRICT),--strict,)

notebooks: setup ## re-execute the notebooks in place: fresh outputs, ready to commit
	scripts/run-notebooks --inplace

figures: setup ## execute every notebook headless; each writes its figures (SVG, PDF, 300-dpi PNG) and tables (CSV, LaTeX) into figures/NN-name/
	scripts/run-notebooks
	@ls -d figures/*/ 2>/dev/null | sed 's/^/  /' || true

browser-test: setup ## every notebook through Restart & Run All in headless chromium (go-rod, e2e/); installs chromium if missing
	scripts/browser-test

lint-docker: ## lint the Dockerfile
	scripts/lint-docker

smoke: setup ## start Jupyter on a free loopback port, run a Go cell through it, stop it
	scripts/smoke-server

clean: ## remove .bin/, .nbout/, node_modules/, rendered test images, and the gonb kernel spec if it points here
	if source scripts/lib.sh && command -v jupyter >/dev/null && kernel_is_ours; then \
		jupyter kernelspec remove -y gonb; fi
	rm -rf .bin .nbout node_modules
	git ls-files -z --others --ignored --exclude-standard -- '*/testdata/*' '*_got.png' '*_got.svg' | xargs -0 -r rm -f
