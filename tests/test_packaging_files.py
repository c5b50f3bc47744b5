"""packaging/ and resources/icons: desktop entry, AppStream metadata, icon, bundle recipe.

The freedesktop validators run when they are installed (.ci/run installs
them, and CI insists on them); the key fields are checked here either way.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import explorer

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
APP_ID = "io.github.attention_explorer.AttentionExplorer"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def required_tool(name: str, package: str) -> str:
    """The validator's path. Missing: a failure in CI (CI=true; .ci/run installs
    it), a skip that says what to install elsewhere; never a silent pass."""
    found = shutil.which(name)
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{name} is missing: .ci/run should have installed the Debian package {package}")
        pytest.skip(f"{name} not installed (Debian package {package}); CI runs this check")
    return found


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


# -- .desktop ------------------------------------------------------------------------------------
def test_desktop_entry_key_fields():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Attention Explorer"
    assert entry["Exec"].split()[0] == "attention-explorer"
    assert entry["TryExec"] == "attention-explorer"
    assert entry["Icon"] == APP_ID == DESKTOP.stem
    assert "Education" in entry["Categories"].rstrip(";").split(";")
    assert entry["Terminal"] == "false"
    assert entry["Comment"]


def test_desktop_entry_runs_the_installed_command():
    # Exec names the console script pyproject declares.
    assert 'attention-explorer = "explorer.cli:main"' in (ROOT / "pyproject.toml").read_text()


def test_desktop_file_validate():
    validator = required_tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([validator, str(DESKTOP)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()


# -- AppStream metainfo ----------------------------------------------------------------------------
def test_metainfo_key_fields():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == "Attention Explorer"
    assert root.findtext("summary")
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert 'license = "MIT"' in (ROOT / "pyproject.toml").read_text()
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == "attention-explorer"
    assert len(root.findall("description/p")) >= 1
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type", "").startswith("oars-")
    versions = [r.get("version") for r in root.findall("releases/release")]
    assert versions and versions[0] == explorer.__version__ == "0.1.0"
    assert "Education" in [c.text for c in root.findall("categories/category")]


def test_appstreamcli_validate():
    validator = required_tool("appstreamcli", "appstream")
    result = subprocess.run([validator, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


# -- installing the desktop integration --------------------------------------------------------------
def test_install_puts_the_icon_where_the_desktop_entry_looks(tmp_path):
    script = PACKAGING / "install_desktop.sh"
    subprocess.run(["bash", str(script), str(tmp_path)], check=True, capture_output=True, timeout=120)
    share = tmp_path / "share"
    icon = desktop_entry()["Icon"]
    assert (share / "applications" / DESKTOP.name).is_file()
    assert (share / "metainfo" / METAINFO.name).is_file()
    assert (share / "icons/hicolor/scalable/apps" / f"{icon}.svg").is_file()
    for size in SIZES:
        assert png_size(share / f"icons/hicolor/{size}x{size}/apps/{icon}.png") == (size, size)
    # The installed tree as a whole: metainfo, desktop entry and icon agree.
    validator = required_tool("appstreamcli", "appstream")
    result = subprocess.run([validator, "validate-tree", "--no-net", str(tmp_path)], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


# -- the icon ----------------------------------------------------------------------------------------
def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


def test_every_icon_size_is_shipped_at_its_size():
    root = ET.parse(ICONS / "attention-explorer.svg").getroot()
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 512 512"
    for size in SIZES:
        assert png_size(ICONS / f"attention-explorer-{size}.png") == (size, size)


def test_the_pngs_are_rendered_from_the_current_svg(qapp):
    """Fails when the SVG was edited without running packaging/render_icons.py."""
    from PySide6.QtGui import QImage

    spec = importlib.util.spec_from_file_location("render_icons", PACKAGING / "render_icons.py")
    render_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icons)
    for size in (16, 64, 256):
        fresh = render_icons.render(size).convertToFormat(QImage.Format.Format_RGBA8888)
        shipped = QImage(str(ICONS / f"attention-explorer-{size}.png")).convertToFormat(
            QImage.Format.Format_RGBA8888)
        a = bytes(fresh.constBits())
        b = bytes(shipped.constBits())
        assert len(a) == len(b)
        # Antialiasing may differ by a step or two between Qt versions; an edit differs by far more.
        mean_difference = sum(abs(x - y) for x, y in zip(a, b)) / len(a)
        assert mean_difference < 1.0, (size, mean_difference)


def test_app_icon_loads_every_size_through_the_resources(qapp):
    from explorer.ui.window.icons import ICON_SIZES, app_icon

    icon = app_icon()
    assert not icon.isNull()
    assert sorted(s.width() for s in icon.availableSizes()) == sorted(ICON_SIZES) == list(SIZES)
    # The middle cell of the highlighted row is viridis yellow.
    image = icon.pixmap(256, 256).toImage()
    centre = image.pixelColor(128, 128)
    assert (centre.red(), centre.green(), centre.blue()) == (0xFD, 0xE7, 0x25)


# -- the bundle recipe (building it takes minutes: packaging/build_bundle.sh does, and runs it) --------
def test_bundle_recipe_ships_the_resources_inside_the_package():
    spec = (PACKAGING / "attention-explorer.spec").read_text()
    compile(spec, "attention-explorer.spec", "exec")
    assert '(str(ROOT / "resources"), "explorer/resources")' in spec
    assert 'name="attention-explorer"' in spec
    script = PACKAGING / "build_bundle.sh"
    subprocess.run(["bash", "-n", str(script)], check=True, timeout=30)
    text = script.read_text()
    assert 'dist="${DIST:-packaging/dist}"' in text and 'work="${WORK:-packaging/build}"' in text
    assert '--distpath "$dist" --workpath "$work"' in text
    # The build ends by trying the bundle: offscreen window, figures, deck, compute, no display.
    for step in ("--screenshot", "weights.svg weights.pdf", "--step lecture", '"$bundle" compute',
                 "no display to open a window on"):
        assert step in text, step


@pytest.mark.parametrize("name", ["build", "dist"])
def test_bundle_outputs_are_ignored_by_git(name):
    assert f"packaging/{name}/" in (ROOT / ".gitignore").read_text().split()
