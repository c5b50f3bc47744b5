"""Help → Keyboard Shortcuts: every action that has keys, read from the actions themselves.

The list is built from the window's menus (grouped by menu, submenus named
"View › Theme") and the window's own actions that no menu holds, so a new
action or a changed shortcut shows up here with no list to keep in step.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QLineEdit, QMainWindow, QMenu,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from explorer.ui.window import accessible
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The group of the window's actions that no menu holds (translated where a row is made).
OTHER = QT_TRANSLATE_NOOP("ShortcutsDialog", "Other")


@dataclass(frozen=True)
class ShortcutRow:
    group: str
    text: str
    keys: str
    #: Where the keys work when not everywhere in the window (e.g. "in the Step by step tab").
    where: str = ""


def _plain(text: str) -> str:
    # "&Save" → "Save", "Save &As…" → "Save As…", but "&&" stays one "&".
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _keys(action: QAction) -> str:
    shown = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if not k.isEmpty()]
    keys = shown[0] if shown else ""
    for more in shown[1:]:
        keys = translate("ShortcutsDialog", "{keys} or {key}").format(keys=keys, key=more)
    return keys


def _where(action: QAction) -> str:
    if action.shortcutContext() in (Qt.ShortcutContext.WidgetShortcut, Qt.ShortcutContext.WidgetWithChildrenShortcut):
        return translate("ShortcutsDialog", "in its panel")  # the window passes a better note for the ones it knows
    return ""


def shortcut_rows(window: QMainWindow, where: dict[QAction, str] | None = None) -> list[ShortcutRow]:
    """One row per action with keys: the menus' in menu order, then the window's other actions.

    ``where`` overrides the note on where an action's keys work (e.g. the step
    actions, which work only in the Step by step tab)."""
    where = where or {}
    rows: list[ShortcutRow] = []
    seen: set[int] = set()

    def walk(menu: QMenu, group: str) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{group} › {_plain(action.text())}")
            elif not action.isSeparator() and id(action) not in seen:
                seen.add(id(action))
                keys = _keys(action)
                if keys:
                    rows.append(ShortcutRow(group, _plain(action.text()), keys, where.get(action, _where(action))))

    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top.menu(), _plain(top.text()))
    for action in window.actions():
        keys = _keys(action)
        if keys and id(action) not in seen:
            seen.add(id(action))
            rows.append(ShortcutRow(translate("ShortcutsDialog", OTHER), _plain(action.text()), keys,
                                    where.get(action, _where(action))))
    return rows


class ShortcutsDialog(QDialog):
    """A searchable table of :func:`shortcut_rows`, grouped by menu."""

    def __init__(self, rows: list[ShortcutRow], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard Shortcuts — Attention Explorer"))
        self.rows = rows
        layout = QVBoxLayout(self)
        self.search = accessible.name(QLineEdit(), translate("ShortcutsDialog", "Search shortcuts"))
        self.search.setPlaceholderText(translate("ShortcutsDialog", "Search actions or keys (e.g. zoom, Ctrl+S)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)
        self.tree = accessible.name(QTreeWidget(), translate("ShortcutsDialog", "Shortcuts"),
                                    translate("ShortcutsDialog", "Every action and its keys, by menu; "
                                                                 "the filter above narrows the list"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([translate("ShortcutsDialog", "Action"), translate("ShortcutsDialog", "Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        layout.addWidget(self.tree, 1)
        self.empty = QLabel(translate("ShortcutsDialog", "No action matches."))
        self.empty.hide()
        layout.addWidget(self.empty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        accessible.describe_buttons(buttons)
        self._groups: dict[str, QTreeWidgetItem] = {}
        for row in rows:
            group = self._groups.get(row.group)
            if group is None:
                group = self._groups[row.group] = QTreeWidgetItem(self.tree, [row.group])
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
                group.setFirstColumnSpanned(True)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            text = f"{row.text}  ({row.where})" if row.where else row.text
            QTreeWidgetItem(group, [text, row.keys])
        self.tree.expandAll()
        self.resize(560, 560)

    def shown_rows(self) -> list[tuple[str, str]]:
        """(action text, keys) of the rows the search leaves visible."""
        out = []
        for group in self._groups.values():
            for k in range(group.childCount()):
                item = group.child(k)
                if not item.isHidden():
                    out.append((item.text(0), item.text(1)))
        return out

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        any_shown = False
        for name, group in self._groups.items():
            group_shown = False
            for k in range(group.childCount()):
                item = group.child(k)
                hit = not needle or any(needle in s.lower() for s in (item.text(0), item.text(1), name))
                item.setHidden(not hit)
                group_shown |= hit
            group.setHidden(not group_shown)
            any_shown |= group_shown
        self.empty.setVisible(not any_shown)
