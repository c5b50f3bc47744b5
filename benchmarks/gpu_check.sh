#!/usr/bin/env bash
# The GPU check in one short run, for a machine with an NVIDIA GPU (run from
# the repository root): install with the gpu extra, show which backend "auto"
# picks and why, run every test that takes the backend fixture on CuPy, and
# benchmark the CuPy pipeline. Output goes to stdout and, when $OUT is set
# (the device tool's folder), to $OUT/gpu_check.txt as well.
set -u
log=${OUT:-/tmp}/gpu_check.txt
venv=${GPU_VENV:-/tmp/gpu-venv}
{
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || echo "nvidia-smi: not found"
  python3 -m venv "$venv" && "$venv/bin/pip" install -q '.[gpu,test]' || { echo "install failed"; exit 1; }
  "$venv/bin/python" -c "
from explorer.core.backend import select_backend
b = select_backend('auto')
print('auto picks:', b.describe(), '-', b.reason)"
  # Offscreen Qt for the few GUI tests among them; the rest need no display.
  QT_QPA_PLATFORM=offscreen "$venv/bin/pytest" -q --backend cupy -p no:cacheprovider \
    tests/test_pipeline.py tests/test_explain.py tests/test_stats.py tests/test_generate.py \
    tests/test_backend.py tests/test_cli_compute.py
  echo "pytest exit status: $?"
  "$venv/bin/python" benchmarks/bench_compute.py --backend cupy --sizes 8,64,512,2048,4096
} 2>&1 | tee "$log"
