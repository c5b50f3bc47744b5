#!/usr/bin/env bash
# Build the one-folder desktop bundle with PyInstaller and check that it works.
#
#   PYTHON=.venv/bin/python packaging/build_bundle.sh
#
# PYTHON must have Attention Explorer and PyInstaller installed
# (pip install . pyinstaller). Output: packaging/dist/attention-explorer/
# (build files in packaging/build/; both are git-ignored); DIST and WORK name
# other folders (benchmarks/bench_install.py builds in a temporary one).
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
dist="${DIST:-packaging/dist}"
work="${WORK:-packaging/build}"

if ! "$python" -c "import PyInstaller, explorer" 2>/dev/null; then
  echo "build_bundle: $python needs Attention Explorer and PyInstaller: $python -m pip install . pyinstaller" >&2
  exit 2
fi

# The lxml hook names lxml.html's modules, which the spec leaves out: PyInstaller
# warns 'Hidden import "lxml.html..." not found' for each, as it should.
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work" packaging/attention-explorer.spec

folder="$(cd "$dist/attention-explorer" && pwd)"
bundle="$folder/attention-explorer"
preset="$PWD/resources/presets/01-thinking-machines.json"
rm -rf "$work/smoke" && mkdir -p "$work/smoke"
out="$(cd "$work/smoke" && pwd)"
fail() { echo "build_bundle: the bundle $1" >&2; exit 1; }

# Smoke test, from a folder outside the checkout so nothing is found there:
# --version; the window rendered offscreen (Qt, the platform plugin, fonts, the
# resources and the default preset); the figures (QtSvg, QPdfWriter), the
# lecture deck (python-pptx's templates) and compute; and, with no display at
# all, the one-line message instead of Qt's abort.
cd "${TMPDIR:-/tmp}"
"$bundle" --version
QT_QPA_PLATFORM=offscreen "$bundle" --screenshot "$out/screenshot.png"
test -s "$out/screenshot.png" || fail "did not write its screenshot"
for file in weights.svg weights.pdf; do
  "$bundle" export "$preset" -o "$out/$file" || fail "could not export $file"
done
"$bundle" export "$preset" --step lecture -o "$out/deck.pptx" || fail "could not write the deck"
"$bundle" compute "$preset" > "$out/compute.json" || fail "could not compute"
status=0
message=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$bundle" 2>&1) || status=$?
[[ $status == 2 && $message == *"no display to open a window on"* ]] \
  || fail "without a display said (status $status): $message"
echo "bundle: $folder  (smoke test output: $out/)"
