"""What the one-folder bundle holds and what it leaves out.

Read by ``attention-explorer.spec``, by ``hooks/hook-PySide6.QtGui.py`` and by
``tests/test_packaging_bundle.py``; plain Python, so the tests need no PyInstaller.

PyInstaller collects every plugin of each kind a Qt module uses (all nine
platform plugins, every image format, the GTK theme with the GTK stack it
links), every Qt translation and every Qt module some hook names. The app
runs on a few of them; the rest is weight (see benchmarks/README.md,
"Install and bundle weight").
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path, PurePath

#: The Qt modules that go in: the app's own imports (QtCore; QtGui, which has
#: QPdfWriter; QtWidgets; QtSvg for QSvgGenerator) and pyqtgraph's QtOpenGL and
#: QtOpenGLWidgets (PlotCurveItem.paint asks whether it paints on a QOpenGLWidget,
#: so the Train panel's loss curve needs the class even without OpenGL).
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtOpenGL", "QtOpenGLWidgets")

#: Plugins kept, per folder of ``Qt/plugins``, by file stem without "lib"
#: ("qxcb" is libqxcb.so, "qwindows" qwindows.dll; "qwayland" also matches
#: "qwayland-egl"). An empty tuple leaves the folder out; folders not named
#: here go in whole (xcbglintegrations, the wayland-* helpers, iconengines).
QT_PLUGINS: dict[str, tuple[str, ...]] = {
    # X11 and Wayland desktops, rendering without a display (--screenshot,
    # export), and the other systems' native platforms. Left out: eglfs,
    # linuxfb, vnc, minimal, vkkhrdisplay (kiosk and embedded back ends).
    "platforms": ("qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"),
    # The portal theme gives native file dialogs through D-Bus; the GTK 3 theme
    # would bring cairo, pango and GLib's GTK stack into the bundle, to run
    # against the system's own libgtk.
    "platformthemes": ("qxdgdesktopportal",),
    # Dead keys and input methods for typing token text (not the Addons'
    # virtual keyboard, which needs QtQuick).
    "platforminputcontexts": ("composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"),
    # The app reads only PNG, which QtGui decodes itself; SVG for themed icons
    # in the file dialogs (not the Addons' PDF format, which needs QtPdf).
    "imageformats": ("qsvg",),
    # Input devices and EGL back ends of eglfs/linuxfb only.
    "generic": (),
    "egldeviceintegrations": (),
}

#: Python modules left out although something names them: the app never
#: imports them (tests/test_packaging_bundle.py runs it with them blocked).
EXCLUDED_MODULES = (
    # CuPy is optional (pip install '.[gpu]') and far too large to bundle: the
    # bundle runs on NumPy and says so.
    "cupy", "cupyx",
    # Optional extras of pyqtgraph and Pillow that a build environment may have
    # installed (pyqtgraph's 3D, HDF5 and matplotlib exporters, the console).
    "OpenGL", "matplotlib", "scipy", "h5py", "pandas", "IPython", "torch", "numba",
    "tkinter", "_tkinter",
    # Pillow is there for python-pptx, which only reads the size of the deck's
    # PNGs and measures fonts: not AVIF, WebP, colour management or Tk/Qt glue.
    "PIL._avif", "PIL.AvifImagePlugin", "PIL._webp", "PIL.WebPImagePlugin",
    "PIL._imagingcms", "PIL.ImageCms", "PIL._imagingtk", "PIL.ImageTk", "PIL.ImageQt",
    # python-pptx uses lxml.etree only.
    "lxml.objectify", "lxml.html", "lxml.isoschematron",
    # Development tools.
    "pytest", "hypothesis", "PyInstaller",
)


def installed_qt_modules() -> list[str]:
    """The Qt extension modules of the installed PySide6 (``QtCore``, …), from
    its folder, without importing it."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return []
    names = set()
    for folder in spec.submodule_search_locations:
        for path in Path(folder).glob("Qt*"):
            for suffix in importlib.machinery.EXTENSION_SUFFIXES:
                if path.name.endswith(suffix):
                    names.add(path.name[: -len(suffix)])
    return sorted(names)


def excluded_modules(installed: list[str] | None = None) -> list[str]:
    """Everything :data:`EXCLUDED_MODULES` names, and every installed Qt module
    the app does not use (QtNetwork, QtDBus, QtTest that hooks pull in;
    QtWebEngine, Qt3D, QtQuick, QtMultimedia, … when the Addons are installed)."""
    installed = installed_qt_modules() if installed is None else installed
    unused_qt = [f"PySide6.{name}" for name in installed if name not in QT_MODULES]
    return list(EXCLUDED_MODULES) + unused_qt


def plugin_stem(filename: str) -> str:
    """``libqxcb.so`` → ``qxcb``; ``qwindows.dll`` → ``qwindows``."""
    name = PurePath(filename).name
    return name.removeprefix("lib").split(".", 1)[0]


def keep_qt_plugin(source: str, dest_dir: str) -> bool:
    """Whether a plugin a Qt hook collected (``source`` → ``dest_dir``, a folder
    ending in ``plugins/<kind>``) goes into the bundle."""
    parts = PurePath(dest_dir).parts
    kind = "/".join(parts[parts.index("plugins") + 1:]) if "plugins" in parts else ""
    if kind not in QT_PLUGINS:
        return True
    stem = plugin_stem(source)
    return any(stem == kept or stem.startswith(kept + "-") for kept in QT_PLUGINS[kind])


#: The languages the app speaks besides English (explorer/app/language.py; a test holds the two lists equal):
#: Qt's own catalogue of each (qtbase_de.qm: the standard buttons, the file dialog) goes in.
APP_LANGUAGES = ("de", "es", "fr", "pt_BR", "zh_CN")


def keep_data(dest: str) -> bool:
    """Whether a collected data file goes in: of Qt's translations only the base catalogues of the
    languages the app speaks (the rest, 11 MB of Designer's, Linguist's and 40 other languages', it never loads)."""
    path = PurePath(dest)
    if path.parts[:1] == ("PySide6",) and path.suffix == ".qm":
        return path.stem in {f"qtbase_{code}" for code in APP_LANGUAGES}
    return True


def without_python_debug_info(binaries: list[tuple[str, str, str]], python_home: str,
                              cache: Path) -> list[tuple[str, str, str]]:
    """``binaries`` (PyInstaller's (dest, source, kind) entries) with the Python
    installation's own libraries (libpython, lib-dynload) copied to ``cache``
    without their debug sections, where they have them: a Python built from
    source (pyenv, uv's builds) carries 24 of libpython's and lib-dynload's 35 MB
    as debug information.

    Only those: PyInstaller's strip=True strips every binary, and the libraries
    in wheels, rewritten by auditwheel's patchelf, then no longer load (NumPy's
    OpenBLAS: "ELF load command address/offset not page-aligned"). Elsewhere than
    Linux, or without ``strip``, nothing changes.
    """
    tool = shutil.which("strip")
    if tool is None or not sys.platform.startswith("linux"):
        return binaries
    home = Path(python_home).resolve()
    result = []
    for dest, source, kind in binaries:
        path = Path(source).resolve()
        ours = (kind != "SYMLINK" and path.is_file() and path.is_relative_to(home)
                and not {"site-packages", "dist-packages"} & set(path.parts))
        if ours and b".debug_info" in path.read_bytes():
            copy = cache / dest
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, copy)  # with its mode
            subprocess.run([tool, "--strip-debug", str(copy)], check=True)
            source = str(copy)
        result.append((dest, source, kind))
    return result
