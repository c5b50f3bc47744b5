"""Install and bundle weight: what a fresh install downloads and puts on disk,
and how large the one-folder bundle is, with the app's dependencies against
the full PySide6 it depended on before, side by side in one run.

    python benchmarks/bench_install.py               # both, with bundles (~6 min on 2 cores)
    python benchmarks/bench_install.py --no-bundle   # downloads and installs only
    python benchmarks/bench_install.py --keep /tmp/weights   # keep the venvs and bundles there

For each variant, in a fresh folder:

- **download**: ``pip download`` of the app and everything it depends on
  into an empty folder (the app's own archive not counted);
- **installed**: a fresh venv's site-packages after ``pip install``, less the
  bare venv's (pip itself);
- **bundle**: ``pip install pyinstaller`` into that venv and
  ``packaging/build_bundle.sh`` (which smoke-tests the bundle): the folder's
  size and its ``.tar.gz`` (gzip level 6, as ``tar -czf``).

Variants: "Essentials" is ``pip install .`` (PySide6-Essentials, what the app
needs); "PySide6" adds the ``PySide6`` package of the same version, which
pulls in PySide6-Addons: what ``pip install .`` gave while the app depended
on it. Sizes in MB (10⁶ bytes); needs the package index (pip's cache helps).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MB = 1e6


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        raise SystemExit(f"bench_install: {' '.join(cmd)} failed ({result.returncode}):\n"
                         f"{(result.stdout + result.stderr)[-3000:]}")
    return result


def tree_bytes(folder: Path) -> int:
    """Bytes of the files under ``folder`` (symbolic links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def site_packages(venv: Path) -> Path:
    return Path(run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"])
                .stdout.strip())


def essentials_version(venv: Path) -> str:
    return run([str(venv / "bin" / "python"), "-c",
                "import importlib.metadata as m; print(m.version('PySide6-Essentials'))"]).stdout.strip()


def measure(name: str, extra: list[str], folder: Path, bundle: bool) -> dict[str, float]:
    """Download, installed and (with ``bundle``) bundle sizes of one variant, in MB."""
    folder.mkdir(parents=True)
    downloads = folder / "download"
    run([sys.executable, "-m", "pip", "download", "-q", "--dest", str(downloads), str(ROOT), *extra])
    own = ("attention_explorer", "attention-explorer")
    wheels = [p for p in downloads.iterdir() if not p.name.lower().startswith(own)]
    sizes = {"download": sum(p.stat().st_size for p in wheels) / MB}

    venv = folder / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    bare = tree_bytes(site_packages(venv))
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q"]
    run([*pip, str(ROOT), *extra])
    sizes["installed"] = (tree_bytes(site_packages(venv)) - bare) / MB
    print(f"  {name}: downloaded {sizes['download']:.1f} MB, installed {sizes['installed']:.1f} MB", flush=True)
    if not bundle:
        return sizes

    run([*pip, "pyinstaller"])
    work = folder / "build"
    env = {**os.environ, "PYTHON": str(venv / "bin" / "python"), "DIST": str(folder / "dist"), "WORK": str(work)}
    run(["bash", str(ROOT / "packaging" / "build_bundle.sh")], env=env)
    app = folder / "dist" / "attention-explorer"
    sizes["bundle"] = tree_bytes(app) / MB
    archive = folder / "attention-explorer.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(app, arcname=app.name)
    sizes["tar.gz"] = archive.stat().st_size / MB
    print(f"  {name}: bundle {sizes['bundle']:.1f} MB, .tar.gz {sizes['tar.gz']:.1f} MB", flush=True)
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-bundle", action="store_true", help="measure downloads and installs only")
    parser.add_argument("--keep", metavar="DIR", help="work in DIR (must not exist) and keep it")
    args = parser.parse_args(argv)

    base = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="bench-install-"))
    if args.keep:
        base.mkdir(parents=True)
    try:
        print(f"Python {sys.version.split()[0]}, {sys.platform}; working in {base}", flush=True)
        rows = {"Essentials": measure("Essentials", [], base / "essentials", not args.no_bundle)}
        version = essentials_version(base / "essentials" / "venv")
        rows["PySide6"] = measure("PySide6", [f"PySide6=={version}"], base / "pyside6", not args.no_bundle)
    finally:
        if not args.keep:
            shutil.rmtree(base, ignore_errors=True)

    print(f"\nPySide6 {version}; MB = 10^6 bytes\n")
    columns = list(rows["Essentials"])
    print(f"{'':<22}" + "".join(f"{c:>12}" for c in columns))
    for name, label in (("Essentials", "PySide6-Essentials"), ("PySide6", "PySide6 (+ Addons)")):
        print(f"{label:<22}" + "".join(f"{rows[name][c]:>12.1f}" for c in columns))
    print(f"{'Essentials / PySide6':<22}" + "".join(f"{rows['Essentials'][c] / rows['PySide6'][c]:>12.2f}"
                                                     for c in columns))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
