#!/usr/bin/env bash
# Build the one-folder desktop bundle with PyInstaller and check that it starts.
#
#   PYTHON=.venv/bin/python packaging/build_bundle.sh
#
# PYTHON must have Attention Explorer and PyInstaller installed
# (pip install . pyinstaller). Output: packaging/dist/attention-explorer/
# (build files in packaging/build/; both are git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"

if ! "$python" -c "import PyInstaller, explorer" 2>/dev/null; then
  echo "build_bundle: $python needs Attention Explorer and PyInstaller: $python -m pip install . pyinstaller" >&2
  exit 2
fi

"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath packaging/dist --workpath packaging/build packaging/attention-explorer.spec

bundle=packaging/dist/attention-explorer/attention-explorer
# Smoke test: the bundle answers --version and renders its window offscreen,
# which loads Qt, the platform plugin, the resources and the default preset.
"$bundle" --version
shot=packaging/dist/smoke-screenshot.png
rm -f "$shot"
QT_QPA_PLATFORM=offscreen "$bundle" --screenshot "$shot"
test -s "$shot" || { echo "build_bundle: the bundle did not write $shot" >&2; exit 1; }
echo "bundle: $(cd packaging/dist/attention-explorer && pwd)  (screenshot: $shot)"
