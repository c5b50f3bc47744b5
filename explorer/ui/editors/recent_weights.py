"""The "Variant weights" box: the numbers the 2025–26 variants add, edited like W_Q.

Sinks (one per head), QK-norm's gains g_q and g_k, and latent attention's
W_DKV, W_KR and the selected head's W_UK, W_UV and W_QR are matrices of the
session (:mod:`explorer.core.attention.recent_matrices`); each gets a tab with a
:class:`~explorer.ui.editors.matrix_editor.MatrixEditor`, so typing, pasting,
undo, View → Decimals, the Train panel's gradient tint and an exercise's locked
cells work on them as on every matrix. A tab shows only while the session has
its matrix, and the box only while it has one of them.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGroupBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from explorer.app.document import Document
from explorer.core.attention.step_keys import step_key
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.editors.matrix_model import MatrixModel

#: (editor key, tab label, tooltip): the session's own matrices, keyed by their matrix id.
#: Label and tooltip in English, translated where shown (translate("RecentWeights", ...)).
SESSION_TABS = (
    ("sinks", QT_TRANSLATE_NOOP("RecentWeights", "sinks"),
     QT_TRANSLATE_NOOP("RecentWeights", "Each head's sink logit: a column no key owns that takes its share of every "
                       "row's softmax")),
    ("g_q", "g_q", QT_TRANSLATE_NOOP("RecentWeights", "QK-norm's gain on the queries: each number multiplies one "
                                     "normalised q coordinate")),
    ("g_k", "g_k", QT_TRANSLATE_NOOP("RecentWeights", "QK-norm's gain on the keys: each number multiplies one "
                                     "normalised k coordinate")),
    ("w_dkv", "W_DKV", QT_TRANSLATE_NOOP("RecentWeights", "Latent attention's down-projection: c = X·W_DKV is all a "
                                         "KV cache keeps of a token")),
    ("w_kr", "W_KR", QT_TRANSLATE_NOOP("RecentWeights", "The decoupled RoPE key X·W_KR, rotated and shared by every "
                                       "head")),
)
#: The selected head's latent matrices, keyed by name (the model follows the head, as W_Q's does).
HEAD_TABS = (
    ("w_uk", "W_UK", QT_TRANSLATE_NOOP("RecentWeights", "This head's keys from the latent: K = c·W_UK")),
    ("w_uv", "W_UV", QT_TRANSLATE_NOOP("RecentWeights", "This head's values from the latent: V = c·W_UV")),
    ("w_qr", "W_QR", QT_TRANSLATE_NOOP("RecentWeights", "This head's decoupled RoPE query X·W_QR, rotated before it "
                                       "meets the shared key")),
)
HEAD_KEYS = tuple(key for key, _label, _tip in HEAD_TABS)

AddEditor = Callable[[str, QVBoxLayout, str], MatrixModel]


class RecentWeights(QGroupBox):
    """Tabs of the version-4 matrices the session has; hidden when it has none."""

    def __init__(self, document: Document, add_editor: AddEditor, parent: QWidget | None = None):
        super().__init__(translate("RecentWeights", "Variant weights"), parent)
        self._document = document
        self._head = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        caption = QLabel(translate("RecentWeights", "Numbers the 2025–26 variants add; W_UK, W_UV, W_QR are the "
                                   "head chosen under Weights."))
        caption.setWordWrap(True)
        caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(caption)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        # As the Weights tabs: extra bottom padding keeps W_UK's underscore.
        self.tabs.setStyleSheet("QTabBar::tab { padding: 3px 8px 6px 8px; min-height: 1.15em; }")
        #: Each tab's (editor key, matrix id now) in tab order.
        self._ids: list[tuple[str, str]] = []
        #: The editors' models, by key: a tab's editor is made the first time the session has its matrix.
        #: Most sessions have none of these eight, and eight editors were 40 % of the inputs panel's making
        #: (every window, every test that opens one).
        self.models: dict[str, MatrixModel] = {}
        self._add_editor = add_editor
        self._pages: list[QVBoxLayout] = []
        for key, label, tip in SESSION_TABS + HEAD_TABS:
            matrix_id = key if key not in HEAD_KEYS else step_key(key, 0)
            page = QWidget()
            page_layout = QVBoxLayout(page)
            page_layout.setContentsMargins(0, 4, 0, 0)
            self._pages.append(page_layout)
            index = self.tabs.addTab(page, translate("RecentWeights", label))
            self.tabs.setTabToolTip(index, translate("RecentWeights", tip))
            self._ids.append((key, matrix_id))
        layout.addWidget(self.tabs)
        document.session_changed.connect(self.refresh)
        self.refresh()

    def show_head(self, head: int) -> None:
        """Show head ``head``'s W_UK, W_UV and W_QR (the Weights box's head)."""
        self._head = head
        self._ids = [(key, step_key(key, head) if key in HEAD_KEYS else matrix_id) for key, matrix_id in self._ids]
        self.refresh()

    def matrix_ids(self) -> list[str]:
        """The matrix ids of the tabs shown, in order."""
        return [matrix_id for (key, matrix_id), shown in zip(self._ids, self._shown()) if shown]

    def _shown(self) -> list[bool]:
        have = set(self._document.session.matrix_ids())
        return [matrix_id in have for _key, matrix_id in self._ids]

    def refresh(self) -> None:
        shown = self._shown()
        for (key, matrix_id), page, visible in zip(self._ids, self._pages, shown):
            if visible and key not in self.models:
                self.models[key] = self._add_editor(matrix_id, page, key)
        for index, visible in enumerate(shown):
            if self.tabs.isTabVisible(index) != visible:
                self.tabs.setTabVisible(index, visible)
        if any(shown) and not shown[self.tabs.currentIndex()]:
            self.tabs.setCurrentIndex(shown.index(True))  # not a hidden tab's page
        if self.parentWidget() is not None:  # a parentless box shown would be a window of its own
            self.setVisible(any(shown))
