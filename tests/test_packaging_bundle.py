"""The bundle's contents (packaging/bundle_contents.py) against what the app uses.

Building the bundle takes a minute or more, so CI does not: these check the
lists the spec and its Qt hook read, and run the app with what the bundle
leaves out made unimportable, as it is in the bundle.
packaging/build_bundle.sh builds the real one and smoke-tests it.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
EXPLORER = ROOT / "explorer"


def load_contents():
    spec = importlib.util.spec_from_file_location("bundle_contents", PACKAGING / "bundle_contents.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


contents = load_contents()


def explorer_sources() -> list[str]:
    return [path.read_text(encoding="utf-8") for path in EXPLORER.rglob("*.py")]


def qt_plugins_folder() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt" / "plugins"


# -- Qt modules ---------------------------------------------------------------------------------------
def test_every_qt_module_the_app_imports_goes_in():
    imported = set()
    for text in explorer_sources():
        imported |= set(re.findall(r"^\s*(?:from|import) PySide6\.(Qt\w+)", text, re.MULTILINE))
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= imported  # the scan finds them
    assert imported <= set(contents.QT_MODULES)


def test_unused_qt_modules_are_left_out_and_used_ones_are_not():
    installed = contents.installed_qt_modules()
    assert set(contents.QT_MODULES) <= set(installed)
    excluded = set(contents.excluded_modules(installed))
    # The ones PyInstaller's hooks pull in, and the test extra's Addons (QtPdf reads PDFs back).
    assert {"PySide6.QtNetwork", "PySide6.QtDBus", "PySide6.QtTest", "PySide6.QtPdf"} <= excluded
    assert not {f"PySide6.{name}" for name in contents.QT_MODULES} & excluded
    # Nothing the app or its figures and decks run on.
    for needed in ("numpy", "pyqtgraph", "pptx", "lxml", "lxml.etree", "PIL", "PIL.Image", "PIL.ImageFont",
                   "PIL.PngImagePlugin", "threadpoolctl", "explorer"):
        assert needed not in excluded, needed


def test_excluding_by_name_reads_the_installed_package():
    names = contents.excluded_modules(["QtCore", "QtGui", "QtWebEngineCore", "Qt3DCore", "QtQuick"])
    assert {"PySide6.QtWebEngineCore", "PySide6.Qt3DCore", "PySide6.QtQuick"} <= set(names)
    assert "PySide6.QtCore" not in names and "PySide6.QtGui" not in names


# -- running with what is left out made unimportable ----------------------------------------------------
LEFT_OUT_RUN = r"""
import importlib, importlib.abc, pkgutil, sys
sys.path.insert(0, sys.argv[1])
import bundle_contents

LEFT_OUT = tuple(bundle_contents.excluded_modules())


class LeftOut(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == m or name.startswith(m + ".") for m in LEFT_OUT):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, LeftOut())
try:
    import PySide6.QtTest  # installed here (pytest-qt), left out of the bundle
except ModuleNotFoundError:
    print("QtTest blocked")

import explorer
for info in pkgutil.walk_packages(explorer.__path__, "explorer."):
    if not info.name.endswith("__main__"):
        importlib.import_module(info.name)

# The Train panel's loss curve: pyqtgraph's PlotCurveItem.paint asks for
# QtWidgets.QOpenGLWidget, which only QtOpenGLWidgets provides.
import pyqtgraph as pg
from PySide6.QtWidgets import QApplication
app = QApplication.instance() or QApplication(sys.argv[:1])
plot = pg.PlotWidget()
plot.plot([0.0, 1.0, 2.0], [3.0, 1.0, 2.0])
plot.resize(200, 100)
assert not plot.grab().isNull()
plot.deleteLater()

from explorer.cli import main
out, preset = sys.argv[2], sys.argv[3]
codes = [main([preset, "--screenshot", f"{out}/window.png"])]
for name in ("weights.svg", "weights.pdf", "weights.png"):
    codes.append(main(["export", preset, "-o", f"{out}/{name}"]))
codes.append(main(["export", preset, "--step", "lecture", "-o", f"{out}/deck.pptx"]))
print("exit codes", codes)
"""


def test_the_app_runs_without_what_the_bundle_leaves_out(tmp_path):
    """Every explorer module imports, the window renders, figures and a deck are
    written, with each excluded module raising ModuleNotFoundError as in the bundle."""
    preset = ROOT / "resources" / "presets" / "01-thinking-machines.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", LEFT_OUT_RUN, str(PACKAGING), str(tmp_path), str(preset)],
                            capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    assert "QtTest blocked" in result.stdout  # the blocking is real
    assert "exit codes [0, 0, 0, 0, 0]" in result.stdout, result.stdout + result.stderr[-3000:]
    for name, magic in (("window.png", b"\x89PNG"), ("weights.png", b"\x89PNG"), ("weights.pdf", b"%PDF"),
                        ("deck.pptx", b"PK")):
        assert (tmp_path / name).read_bytes()[:len(magic)] == magic, name
    assert b"<svg" in (tmp_path / "weights.svg").read_bytes()[:2000]


# -- Qt plugins -----------------------------------------------------------------------------------------
def kept_plugins(kind: str) -> set[str]:
    """Stems of the installed PySide6's plugins of ``kind`` that the filter keeps."""
    folder = qt_plugins_folder() / kind
    dest = f"PySide6/Qt/plugins/{kind}"
    return {contents.plugin_stem(p.name) for p in folder.iterdir() if contents.keep_qt_plugin(str(p), dest)}


def test_the_platform_plugins_kept_are_offscreen_and_the_desktops():
    native = {"linux": {"qxcb", "qwayland"}, "win32": {"qwindows"}, "darwin": {"qcocoa"}}[sys.platform]
    kept = kept_plugins("platforms")
    assert kept == native | {"qoffscreen"}
    installed = {contents.plugin_stem(p.name) for p in (qt_plugins_folder() / "platforms").iterdir()}
    assert len(installed - kept) >= 3  # eglfs, minimal, … were there to leave out


#: The plugins in the lists that only one system has.
SYSTEM_PLUGINS = {
    "linux": {"qxcb", "qwayland", "qxdgdesktopportal", "composeplatforminputcontextplugin",
              "ibusplatforminputcontextplugin"},
    "win32": {"qwindows"},
    "darwin": {"qcocoa"},
}


def test_plugins_named_in_the_lists_are_installed():
    """A rename in a new Qt (qwayland-generic became qwayland) must not drop a plugin silently."""
    other_systems = set().union(*(names for system, names in SYSTEM_PLUGINS.items() if system != sys.platform))
    for kind, names in contents.QT_PLUGINS.items():
        folder = qt_plugins_folder() / kind
        installed = {contents.plugin_stem(p.name) for p in folder.iterdir()} if folder.is_dir() else set()
        for name in set(names) - other_systems:
            assert name in installed, (kind, name)


def test_plugin_choices_per_folder():
    assert kept_plugins("imageformats") == {"qsvg"}  # not qpdf (QtPdf, Addons), jpeg, webp, …
    assert not kept_plugins("generic") and not kept_plugins("egldeviceintegrations")
    if sys.platform == "linux":
        assert kept_plugins("platformthemes") == {"qxdgdesktopportal"}  # not GTK 3
        inputs = kept_plugins("platforminputcontexts")
        assert inputs == {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}  # no QtQuick keyboard
    # A folder the lists do not name goes in whole.
    assert contents.keep_qt_plugin("/x/libqxcb-glx-integration.so", "PySide6/Qt/plugins/xcbglintegrations")


@pytest.mark.parametrize("filename, stem", [("libqxcb.so", "qxcb"), ("qwindows.dll", "qwindows"),
                                             ("libqcocoa.dylib", "qcocoa"), ("/a/b/libqsvg.so", "qsvg")])
def test_plugin_stem(filename, stem):
    assert contents.plugin_stem(filename) == stem


def test_a_plugin_named_after_a_kept_one_with_a_suffix_is_kept():
    dest = "PySide6/Qt/plugins/platforms"
    assert contents.keep_qt_plugin("/x/libqwayland-egl.so", dest)
    assert not contents.keep_qt_plugin("/x/libqwaylandish.so", dest)


# -- data files and resources -------------------------------------------------------------------------
def test_qt_translations_of_the_apps_languages_are_kept_and_other_data_too():
    from explorer.app.language import LANGUAGES

    assert set(contents.APP_LANGUAGES) == set(LANGUAGES) - {"en"}
    for code in LANGUAGES:
        assert contents.keep_data(f"PySide6/Qt/translations/qtbase_{code}.qm") == (code != "en")
    assert not contents.keep_data("PySide6/Qt/translations/qtbase_ja.qm")
    assert not contents.keep_data("PySide6/Qt/translations/designer_de.qm")
    assert contents.keep_data("explorer/resources/translations/explorer_de.qm")
    assert contents.keep_data("explorer/resources/presets/01-thinking-machines.json")
    assert contents.keep_data("pyqtgraph/colors/maps/magma.csv")
    assert contents.keep_data("pptx/templates/default.pptx")


def test_every_resource_folder_the_app_reads_is_shipped():
    used = set()
    for text in explorer_sources():
        used |= set(re.findall(r"\bresource\(\s*\"([\w-]+)\"", text))
    assert {"presets", "icons"} <= used
    for folder in used:
        assert any((ROOT / "resources" / folder).iterdir()), folder
    spec = (PACKAGING / "attention-explorer.spec").read_text()
    assert '(str(ROOT / "resources"), "explorer/resources")' in spec


def test_the_spec_uses_the_lists_and_the_hook():
    spec = (PACKAGING / "attention-explorer.spec").read_text()
    compile(spec, "attention-explorer.spec", "exec")
    assert "excludes=excluded_modules()" in spec
    assert 'hookspath=[str(PACKAGING / "hooks")]' in spec
    assert "keep_data(entry[0])" in spec and "without_python_debug_info(a.binaries" in spec
    assert 'hiddenimports=collect_submodules("explorer")' in spec  # the lazily imported UI
    assert 'module_collection_mode={"pptx": "pyc"}' in spec  # python-pptx's templates, see the spec
    hook = (PACKAGING / "hooks" / "hook-PySide6.QtGui.py").read_text()
    compile(hook, "hook-PySide6.QtGui.py", "exec")
    assert "keep_qt_plugin(source, dest)" in hook and "add_qt6_dependencies(__file__)" in hook


# -- debug information --------------------------------------------------------------------------------
def test_only_the_python_installations_own_libraries_lose_their_debug_information(tmp_path, monkeypatch):
    """Libraries from wheels must stay as they are (strip breaks patchelf'd ones)."""
    home = tmp_path / "python"
    (home / "lib" / "lib-dynload").mkdir(parents=True)
    (home / "lib" / "site-packages" / "numpy.libs").mkdir(parents=True)
    with_debug = b"\x7fELF ... .debug_info ..."
    files = {
        "libpython3.so": home / "lib" / "libpython3.so",
        "_ssl.so": home / "lib" / "lib-dynload" / "_ssl.so",
        "stripped.so": home / "lib" / "lib-dynload" / "stripped.so",
        "openblas.so": home / "lib" / "site-packages" / "numpy.libs" / "openblas.so",
        "system.so": tmp_path / "usr" / "libz.so",
    }
    files["system.so"].parent.mkdir()
    for name, path in files.items():
        path.write_bytes(b"\x7fELF no debug" if name == "stripped.so" else with_debug)
    # A stand-in strip that records its arguments and marks the file.
    tools = tmp_path / "bin"
    tools.mkdir()
    log = tmp_path / "strip.log"
    (tools / "strip").write_text(f'#!/bin/sh\necho "$@" >> {log}\necho stripped > "$2"\n')
    (tools / "strip").chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    binaries = [(name, str(path), "BINARY") for name, path in files.items()]
    binaries.append(("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"))

    result = contents.without_python_debug_info(binaries, str(home), tmp_path / "cache")

    changed = {dest for (dest, new, _), (_, old, _) in zip(result, binaries) if new != old}
    assert changed == {"libpython3.so", "_ssl.so"}
    assert [(dest, kind) for dest, _, kind in result] == [(dest, kind) for dest, _, kind in binaries]
    for dest, source, _ in result:
        if dest in changed:
            assert Path(source).read_bytes() == b"stripped\n" and Path(source).is_relative_to(tmp_path / "cache")
    assert all(files[name].read_bytes() != b"stripped\n" for name in files)  # the originals untouched
    assert log.read_text().split("\n")[0].startswith("--strip-debug ")
