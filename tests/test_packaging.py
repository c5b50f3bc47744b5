"""What a user installs: the package, its resources and its entry points."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import explorer
from explorer.core.io.resources import resource_root


def test_resources_are_found_through_importlib():
    root = resource_root()
    names = {p.name for p in root.joinpath("presets").iterdir()}
    assert "01-thinking-machines.json" in names


def test_ci_tests_the_installed_package_not_the_checkout():
    # CI installs the wheel; resources that the wheel does not ship must fail here.
    if os.environ.get("CI") != "true":
        pytest.skip("only CI installs the wheel; a developer's editable install is the checkout")
    location = Path(explorer.__file__).resolve()
    assert "site-packages" in location.parts, location
    assert Path(str(resource_root())).resolve().is_relative_to(location.parent)


def test_console_script_is_installed():
    script = Path(sys.executable).with_name("attention-explorer")
    assert script.exists(), "the attention-explorer entry point is missing"
    result = subprocess.run([str(script), "--version"], capture_output=True, text=True, timeout=60,
                            cwd=tempfile.gettempdir())
    assert result.returncode == 0 and explorer.__version__ in result.stdout
