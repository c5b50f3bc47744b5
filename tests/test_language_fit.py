"""Each language's window fits a 1280×720 screen and clips nothing: German and French run longest, and a
button, label, check box, combo box, tab or menu too narrow for its translated text fails here; and no two items
of a menu share an underlined letter."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QMenu, QTabBar, QToolBar, QToolButton, QWidget
from windows import open_window

from explorer.app.language import LANGUAGES, use_language


def _clipped(root: QWidget) -> list[str]:
    found = []
    for w in root.findChildren(QWidget):
        if w.window() is not root or not w.isVisibleTo(root) or w.objectName().startswith("qt_"):
            continue
        if isinstance(w, QLabel) and (w.wordWrap() or not w.text()):
            continue
        if isinstance(w, (QAbstractButton, QLabel, QComboBox)) and not isinstance(w.parent(), QTabBar):
            need = w.minimumSizeHint().width()
            if w.width() + 1 < need:
                text = w.text() if hasattr(w, "text") else w.currentText()
                found.append(f"{type(w).__name__} {text!r}: {w.width()} px of {need}")
        if isinstance(w, QTabBar) and not w.usesScrollButtons():
            for i in range(w.count()):
                if w.tabRect(i).width() + 1 < w.tabSizeHint(i).width():
                    found.append(f"tab {w.tabText(i)!r}: {w.tabRect(i).width()} px of {w.tabSizeHint(i).width()}")
        if isinstance(w, QToolBar):
            more = w.findChild(QToolButton, "qt_toolbar_ext_button")
            if more is not None and more.isVisible():
                found.append(f"tool bar {w.windowTitle()!r} overflows")
    bar = getattr(root, "menuBar", None)
    if callable(bar) and root.menuBar().sizeHint().width() > root.width():
        found.append(f"menu bar needs {root.menuBar().sizeHint().width()} px of {root.width()}")
    return found


@pytest.fixture
def language(request):
    use_language(request.param)
    yield request.param
    use_language("en")


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_the_window_fits_1280_by_720_and_clips_nothing(qtbot, language):
    window = open_window(qtbot, "02-causal-decoder")
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.width() == 1280 and window.height() == 720)
    assert window.minimumSizeHint().width() <= 1280 and window.minimumSizeHint().height() <= 720
    for index in range(window.tabs.count()):  # Heatmap, Step by step, Lines
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda i=index: window.tabs.currentWidget().isVisible())
        clipped = _clipped(window)
        assert not clipped, f"{language}, tab {window.tabs.tabText(index)!r}:\n" + "\n".join(clipped)


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _clashes(menu: QMenu, where: str) -> list[str]:
    seen: dict[str, str] = {}
    found = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        key = _mnemonic(action.text())
        if key is not None and key in seen:
            found.append(f"{where}: {seen[key]!r} and {action.text()!r} both answer Alt+{key.upper()}")
        seen.setdefault(key, action.text())
        if action.menu() is not None:
            found += _clashes(action.menu(), f"{where} › {action.text()}")
    return found


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_no_two_items_of_a_menu_share_a_key(qtbot, language):
    """A menu's items each answer their own underlined letter (in every language: the translators chose them)."""
    window = open_window(qtbot, "02-causal-decoder")
    clashes = _clashes(window.menuBar(), "menu bar")
    assert not clashes, f"{language}:\n" + "\n".join(clashes)
