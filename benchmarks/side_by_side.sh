#!/bin/bash
# Two versions of the app measured interleaved (before, after, before, after …) with this
# checkout's bench_stalls.py (4096 tokens) and bench_ui.py (edit → repaint at 64, 512, 4096).
#   benchmarks/side_by_side.sh OUTDIR BEFORE_TREE AFTER_TREE [ROUNDS]
# A tree is a checkout of a version (git worktree add --detach DIR COMMIT); both run with this
# checkout's virtual environment and benchmarks, their own code first on PYTHONPATH.
set -euo pipefail
OUT=$1; BEFORE=$2; AFTER=$3; ROUNDS=${4:-2}
HERE="$(cd "$(dirname "$0")/.." && pwd)"
PY="$HERE/.venv/bin/python"
export QT_QPA_PLATFORM=offscreen
mkdir -p "$OUT"
for r in $(seq 1 "$ROUNDS"); do
  for side in before after; do
    tree=$BEFORE; [ "$side" = after ] && tree=$AFTER
    (cd "$tree" && PYTHONPATH="$tree" "$PY" "$HERE/benchmarks/bench_stalls.py" --sizes 4096 > "$OUT/stalls-$side-$r.txt" 2>&1)
    (cd "$tree" && PYTHONPATH="$tree" "$PY" "$HERE/benchmarks/bench_ui.py" --sizes 64,512,4096 --no-cold-start \
       > "$OUT/ui-$side-$r.txt" 2>&1)
  done
done
