# shellcheck shell=bash
# lib.sh: helpers shared by the scripts in this folder. Source it; do not run it.
#
# Sets ROOT (the checkout this file belongs to) and BIN (its project-local,
# git-ignored tool directory) and puts BIN first on PATH.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="$ROOT/.bin"
export PATH="$BIN:$PATH"

# say prints a progress line on stderr, prefixed with the script's name.
say() { printf '%s: %s\n' "$(basename "$0")" "$*" >&2; }

# die prints an error line on stderr and exits 1.
die() { printf '%s: error: %s\n' "$(basename "$0")" "$*" >&2; exit 1; }

# pick_python prints a Python 3 interpreter for the helper scripts, which use
# only the standard library: python3 on PATH, or else Debian's /usr/bin/python3.
pick_python() {
	local p
	for p in python3 /usr/bin/python3 python; do
		if command -v "$p" >/dev/null 2>&1 &&
			"$p" -c 'import sys; sys.exit(sys.version_info < (3, 6))' >/dev/null 2>&1; then
			command -v "$p"
			return 0
		fi
	done
	return 1
}

# have_jupyter succeeds when the jupyter command can run a notebook server,
# convert/execute notebooks and list kernel specs.
have_jupyter() {
	command -v jupyter >/dev/null 2>&1 &&
		jupyter notebook --version >/dev/null 2>&1 &&
		jupyter nbconvert --version >/dev/null 2>&1 &&
		jupyter kernelspec --version >/dev/null 2>&1
}

# kernel_dir prints the directory of the user-level gonb kernel spec.
kernel_dir() {
	printf '%s/kernels/gonb\n' "$(jupyter --data-dir)"
}

# kernel_is_ours succeeds when the gonb kernel spec puts this checkout's .bin
# first on the kernel's PATH, as scripts/setup writes it.
kernel_is_ours() {
	local spec
	spec="$(kernel_dir)/kernel.json"
	[[ -f $spec ]] && grep -qF "\"PATH\": \"$BIN:" "$spec"
}

# need_debian COMMAND PACKAGE installs Debian's PACKAGE when COMMAND is not on
# PATH (as root, or through passwordless sudo); elsewhere it dies with the
# apt-get line to run.
need_debian() {
	local cmd=$1 pkg=$2 sudo=()
	command -v "$cmd" >/dev/null 2>&1 && return 0
	if [[ $(id -u) -ne 0 ]]; then
		if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo=(sudo -n); else
			die "$cmd is missing; install it with: sudo apt-get update && sudo apt-get install -y $pkg"
		fi
	fi
	command -v apt-get >/dev/null 2>&1 || die "$cmd is missing and this is not a Debian-like system: install $pkg"
	say "installing Debian's $pkg (for $cmd)"
	DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get update -qq
	DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$pkg" >/dev/null
	hash -r
	command -v "$cmd" >/dev/null 2>&1 || die "$cmd still missing after installing $pkg"
}
