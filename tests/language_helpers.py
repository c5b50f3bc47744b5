"""What the translation tests read: every text a person sees in a window, and the English left in it."""

from __future__ import annotations

import html
import importlib.util
import re
import sys
from pathlib import Path

from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDockWidget, QGroupBox, QLabel, QLineEdit, QMenu,
                               QTabBar, QTabWidget, QWidget)

ROOT = Path(__file__).resolve().parents[1]


def translations_tool():
    """packaging/translations.py as a module (it is a script, not part of the package)."""
    if "translations_tool" not in sys.modules:
        spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "packaging" / "translations.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["translations_tool"] = module
        spec.loader.exec_module(module)
    return sys.modules["translations_tool"]


#: Names and symbols that are the same in every language: file formats, libraries, models, the
#: math's letters. A word of these outside ⟦ ⟧ is not a missed translation.
SAME_EVERYWHERE = {
    "NumPy", "LaTeX", "Markdown", "PowerPoint", "PyTorch", "CuPy", "PySide", "Qt", "RoPE", "YaRN", "ALiBi",
    "MiniLM", "BERT", "SmolLM", "GGUF", "Llama", "DeepSeek", "Flash", "softmax", "Softmax", "Attention",
    "Explorer", "viridis", "magma", "inferno", "plasma", "cividis", "twilight", "float", "exp", "max", "log",
    "sum", "tanh", "safetensors", "npy", "npz", "csv", "json", "png", "svg", "pdf", "pptx", "gif", "mp4",
    "cpu", "gpu", "numpy", "cupy", "Python", "pyqtgraph", "Adam", "elu", "Linux", "Windows", "macOS", "Var",
}
#: Qt's own standard buttons, translated by Qt's catalogue (qtbase_*.qm), not the app's.
QT_OWN = {"OK", "Cancel", "Close", "Apply", "Help", "Save", "Open", "Yes", "No", "Reset", "Discard",
          "Restore", "Defaults", "Abort", "Retry", "Ignore", "All"}

_TAG = re.compile(r"<[^<>]*>")
#: A word: letters, digits and underscores (W_Q, PySide6, d_model are one word each).
_WORD = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z0-9_-]*")
#: A key shown after its name for reference, "Scores (scores)": the identifier a file or a command uses.
_KEY = re.compile(r"\([a-z][a-z0-9_]*\)")


def _a_name(word: str) -> bool:
    """A symbol or a name, not an English word: short, with a digit or an underscore, all capitals, or a
    capital inside (NumPy, LaTeX)."""
    return (len(word) < 3 or any(c.isdigit() or c == "_" for c in word) or word.isupper()
            or any(c.isupper() for c in word[1:]))


def _without_translated(text: str) -> str:
    previous = None
    while previous != text:  # innermost first: a translated text may hold another in a placeholder
        previous, text = text, re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
    return text


def words_of(text: str) -> set[str]:
    """The words :func:`english_left` would find in ``text`` (to allow them: a name, a token)."""
    return set(_WORD.findall(text))


def english_left(text: str, allowed: set[str]) -> list[str]:
    """The English words of ``text`` outside the pseudo-language's ⟦ ⟧ (tags, entities, names, symbols and
    ``allowed`` data such as the session's tokens left out)."""
    plain = html.unescape(_TAG.sub(" ", text)).replace("&", "")
    rest = _KEY.sub(" ", _without_translated(plain))
    return [w for w in _WORD.findall(rest) if not _a_name(w)
            and w not in SAME_EVERYWHERE and w not in QT_OWN and w not in allowed and w.lower() not in allowed]


def _menu_texts(menu: QMenu, where: str) -> list[tuple[str, str]]:
    found = [(where, menu.title())]
    for action in menu.actions():
        if action.isSeparator():
            continue
        found.append((f"{where} › {action.text()}", action.text()))
        if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
            found.append((f"{where} › {action.text()} (tip)", action.toolTip()))
        if action.menu() is not None:
            found += _menu_texts(action.menu(), f"{where} › {action.text()}")
    return found


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text ``root`` shows or says: its title, menus, labels, buttons, group boxes, tabs,
    docks, placeholders, tool tips, accessible names and descriptions."""
    found: list[tuple[str, str]] = [("window title", root.windowTitle())]
    menu_bar = getattr(root, "menuBar", None)
    if callable(menu_bar):
        for action in root.menuBar().actions():
            if action.menu() is not None:
                found += _menu_texts(action.menu(), action.text())
    for w in [root, *root.findChildren(QWidget)]:
        if w.window() is not root or w.objectName().startswith("qt_") \
                or w.objectName() in ("ScrollLeftButton", "ScrollRightButton"):  # Qt's own, in its catalogue
            continue
        kind = type(w).__name__
        if isinstance(w, QLabel):
            found.append((f"{kind} label", w.text()))
        elif isinstance(w, QAbstractButton):
            found.append((f"{kind} button", w.text()))
        elif isinstance(w, QGroupBox):
            found.append((f"{kind} group", w.title()))
        elif isinstance(w, QLineEdit):
            found.append((f"{kind} placeholder", w.placeholderText()))
        elif isinstance(w, QDockWidget):
            found.append((f"{kind} dock", w.windowTitle()))
        elif isinstance(w, QTabWidget):
            found += [(f"{kind} tab", w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QTabBar) and not isinstance(w.parent(), QTabWidget):
            found += [(f"{kind} tab", w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QComboBox):
            found += [(f"{kind} item", w.itemText(i)) for i in range(w.count())]
        for label, text in (("tip", w.toolTip()), ("accessible name", w.accessibleName()),
                            ("accessible description", w.accessibleDescription())):
            found.append((f"{kind} {label}", text))
    return [(where, text) for where, text in found if text and text.strip()]


def untranslated(root: QWidget, allowed: set[str]) -> list[str]:
    """Every text of ``root`` with English left in it, as 'where: text'."""
    return [f"{where}: {text[:120]!r} ({', '.join(words[:4])})" for where, text in visible_texts(root)
            if (words := english_left(text, allowed))]
