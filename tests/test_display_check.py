"""explorer.ui.window.display_check: a clear message instead of Qt's abort when no window can open."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

from explorer.ui.window.display_check import XCB_LIBRARIES, display_problem


def all_found(name: str) -> str:
    return f"/usr/lib/lib{name}.so"


def none_found(name: str) -> None:
    return None


def test_no_display_names_the_variable_and_the_offscreen_way_out():
    message = display_problem(env={}, platform="linux", find_library=all_found)
    assert message is not None
    assert "DISPLAY" in message and "QT_QPA_PLATFORM=offscreen" in message


def test_missing_xcb_libraries_list_the_debian_packages_to_install():
    missing = {"xcb-cursor", "xkbcommon-x11"}

    def find(name: str) -> str | None:
        return None if name in missing else all_found(name)

    message = display_problem(env={"DISPLAY": ":0"}, platform="linux", find_library=find)
    assert message is not None
    assert "apt-get install" in message
    assert "libxcb-cursor0" in message and "libxkbcommon-x11-0" in message
    # Only what is missing: packages that are present are not asked for.
    assert "libxcb-icccm4" not in message


def test_every_xcb_library_missing_lists_every_package():
    message = display_problem(env={"DISPLAY": ":0"}, platform="linux", find_library=none_found)
    assert message is not None
    for package in XCB_LIBRARIES.values():
        assert package in message


def test_explicit_xcb_platform_is_checked_like_the_default():
    message = display_problem(env={"QT_QPA_PLATFORM": "xcb"}, platform="linux", find_library=all_found)
    assert message is not None and "DISPLAY" in message


def test_display_with_all_libraries_is_fine():
    assert display_problem(env={"DISPLAY": ":0"}, platform="linux", find_library=all_found) is None


def test_offscreen_needs_no_display_and_no_xcb():
    env = {"QT_QPA_PLATFORM": "offscreen"}
    assert display_problem(env=env, platform="linux", find_library=none_found) is None


def test_wayland_session_is_fine_without_xcb():
    assert display_problem(env={"WAYLAND_DISPLAY": "wayland-0"}, platform="linux",
                           find_library=none_found) is None
    assert display_problem(env={"QT_QPA_PLATFORM": "wayland"}, platform="linux",
                           find_library=none_found) is None


def test_other_systems_are_not_second_guessed():
    for platform in ("darwin", "win32"):
        assert display_problem(env={}, platform=platform, find_library=none_found) is None


def test_the_command_without_a_display_exits_2_with_one_line_and_no_traceback():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    result = subprocess.run([sys.executable, "-m", "explorer"], env=env, capture_output=True, text=True,
                            timeout=120, cwd=tempfile.gettempdir())
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("attention-explorer: ") and "DISPLAY" in lines[0]
    assert "Traceback" not in result.stderr
