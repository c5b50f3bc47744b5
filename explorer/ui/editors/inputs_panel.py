"""The left panel: sizes, tokens and embeddings, and the selected head's weights.

Every control forwards its edit to the document; when the document changes,
the controls are updated with their signals blocked, so nothing loops back.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import numpy as np

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from explorer.core.io.budget import ENV_VAR, budget_key, size_limits
from explorer.core.edits import FILLS, MAX_SIZE, resize, set_output_projection
from explorer.core.session import SessionError
from explorer.core.attention.step_keys import step_key
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.app.identity import head_names
from explorer.app.document import Document
from explorer.ui.editors.matrix_editor import MatrixEditor
from explorer.ui.editors.matrix_model import MatrixModel
from explorer.ui.editors.recent_box import RecentBox
from explorer.ui.editors.recent_weights import HEAD_KEYS, RecentWeights
from explorer.ui.editors.variants_box import VariantsBox
from explorer.app.view_state import ViewState
from explorer.ui.window.accessible import follow_matrix

#: Sizes a person can set with a spin box: (session attribute, label, tooltip); label and
#: tooltip in English, translated where shown (translate("InputsPanel", label)).
SIZES = (
    ("n", QT_TRANSLATE_NOOP("InputsPanel", "Tokens n"),
     QT_TRANSLATE_NOOP("InputsPanel", "sequence length: number of query tokens")),
    ("m", QT_TRANSLATE_NOOP("InputsPanel", "Source m"),
     QT_TRANSLATE_NOOP("InputsPanel", "number of source (encoder) tokens: keys and values in cross mode")),
    ("d_model", "d_model", QT_TRANSLATE_NOOP("InputsPanel", "embedding size: columns of X, rows of W_Q, W_K, W_V")),
    ("d_k", "d_k", QT_TRANSLATE_NOOP("InputsPanel", "size of queries and keys: columns of W_Q and W_K")),
    ("d_v", "d_v", QT_TRANSLATE_NOOP("InputsPanel", "size of values: columns of W_V")),
    ("heads", QT_TRANSLATE_NOOP("InputsPanel", "Heads"), QT_TRANSLATE_NOOP("InputsPanel", "number of attention heads")),
)


class InputsPanel(QWidget):
    """Sizes, the embeddings editors and the per-head weight editors."""

    #: Emitted with the message when an edit is refused.
    rejected = Signal(str)

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        self.models: dict[str, MatrixModel] = {}
        #: An open exercise's editable cells by matrix id (None: no exercise): see show_locked.
        self._editable: Mapping[str, np.ndarray] | None = None
        # View → Decimals reaches the editors as every other view (the typed value stays whole).
        view.decimals_changed.connect(self._on_decimals)
        self.editors: dict[str, MatrixEditor] = {}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(10)
        layout.addWidget(self._sizes_box())

        # Short titles with the roles in a wrapped caption: a long group title
        # sets the panel's minimum width (it was 370 px; the window must fit 800).
        self.x_box, x_layout = self._group(translate("InputsPanel", "Tokens and embeddings X"))
        self.x_caption = self._caption(x_layout)
        self._add_editor("embeddings", x_layout, labels=True)
        layout.addWidget(self.x_box)
        self.source_box, s_layout = self._group(translate("InputsPanel", "Source tokens and embeddings"))
        self._caption(s_layout).setText(translate("InputsPanel", "The keys and values come from these."))
        self._add_editor("source_embeddings", s_layout, labels=True)
        layout.addWidget(self.source_box)

        self.head_box, h_layout = self._group(translate("InputsPanel", "Weights"))
        head_row = QHBoxLayout()
        head_row.addWidget(QLabel(translate("InputsPanel", "Head")))
        self.head_combo = QComboBox()
        self.head_combo.setAccessibleName(translate("InputsPanel", "Head"))
        self.head_combo.setToolTip(translate("InputsPanel", "the head whose W_Q, W_K, W_V you edit and see"))
        # Grows with its names: an imported head is "all-MiniLM-L6-v2 · layer 6 · head 12", not "Head 1".
        self.head_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.head_combo.currentIndexChanged.connect(lambda i: view.set_head(max(i, 0)))
        head_row.addWidget(self.head_combo)
        head_row.addStretch(1)
        h_layout.addLayout(head_row)
        self.weight_tabs = QTabWidget()
        self.weight_tabs.setDocumentMode(True)
        # Unselected tabs sit lower; extra bottom padding keeps "W_K" from losing its underscore, and a
        # height of a line and a bit keeps it beside Chinese characters (a taller line, clipped at the font's).
        # (On the tab bar alone the sheet would spare the editors below Qt's slow style-sheet polish, but
        # then the tab widget keeps its old palette when the theme changes: tests/test_theme_switch.py.)
        self.weight_tabs.setStyleSheet("QTabBar::tab { padding: 3px 10px 6px 10px; min-height: 1.15em; }")
        for name, symbol in (("w_q", translate("InputsPanel", "Queries  W_Q")),
                             ("w_k", translate("InputsPanel", "Keys  W_K")),
                             ("w_v", translate("InputsPanel", "Values  W_V"))):
            page = QWidget()
            page_layout = QVBoxLayout(page)
            page_layout.setContentsMargins(0, 4, 0, 0)
            self._add_editor(step_key(name, 0), page_layout, key=name)
            self.weight_tabs.addTab(page, symbol)
        h_layout.addWidget(self.weight_tabs)
        layout.addWidget(self.head_box)
        # Sinks, QK-norm's gains, latent attention's maps: shown only while the session has them.
        self.recent_weights = RecentWeights(document, self._add_editor, parent=self)
        layout.addWidget(self.recent_weights)

        self.wo_box, o_layout = self._group(translate("InputsPanel", "Output projection W_O"))
        self.wo_check = QCheckBox(translate("InputsPanel", "Use W_O"))
        self.wo_check.setToolTip(translate("InputsPanel", "W_O mixes the concatenated heads into the output"))
        self.wo_check.toggled.connect(self._toggle_w_o)
        o_layout.addWidget(self.wo_check)
        self._add_editor("w_o", o_layout)
        layout.addWidget(self.wo_box)
        self.variants_box = VariantsBox(document)
        self.variants_box.rejected.connect(self._on_rejected)
        layout.addWidget(self.variants_box)
        self.recent_box = RecentBox(document)
        self.recent_box.rejected.connect(self._on_rejected)
        layout.addWidget(self.recent_box)
        layout.addStretch(1)

        document.session_changed.connect(self.refresh)
        view.head_changed.connect(self._show_head)
        view.inputs_changed.connect(self._show_inputs)
        self.refresh()

    # -- building --------------------------------------------------------------
    @staticmethod
    def _caption(layout: QVBoxLayout) -> QLabel:
        caption = QLabel()
        caption.setWordWrap(True)
        caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(caption)
        return caption

    def _group(self, title: str) -> tuple[QGroupBox, QVBoxLayout]:
        box = QGroupBox(title)
        inner = QVBoxLayout(box)
        inner.setContentsMargins(8, 8, 8, 8)
        inner.setSpacing(6)
        return box, inner

    def _add_editor(self, matrix_id: str, layout: QVBoxLayout, key: str | None = None,
                    labels: bool = False) -> MatrixModel:
        model = MatrixModel(self._document, matrix_id, labels=labels, parent=self)
        model.set_decimals(self._view.decimals)
        model.rejected.connect(self._on_rejected)
        editor = MatrixEditor(model)
        editor.setFrameShape(QFrame.Shape.StyledPanel)
        follow_matrix(editor, self._document)  # "W_Q (head 1)": named after what it shows
        model.modelReset.connect(lambda e=editor: self._fit_height(e))
        self.models[key or matrix_id] = model
        self.editors[key or matrix_id] = editor
        if self._editable is not None:  # a variant's editor made while an exercise is open
            model.set_locked(self._locked(matrix_id))
        layout.addWidget(editor)
        self._fit_height(editor)
        return model

    def _on_decimals(self, decimals: int) -> None:
        for model in self.models.values():
            model.set_decimals(decimals)

    def show_gradients(self, gradients: dict[str, np.ndarray]) -> None:
        """Tint the editors of the matrices in ``gradients`` (by matrix id, e.g.
        ``"heads[0].w_q"``) by ∂L/∂cell; the others lose any tint."""
        for model in self.models.values():
            model.set_gradient(gradients.get(model.matrix_id))

    def show_locked(self, editable: Mapping[str, np.ndarray] | None) -> None:
        """Grey out the cells an open exercise locks: ``editable`` maps a matrix id to the
        bool mask of its editable cells, and a matrix it leaves out is locked whole;
        None (no exercise) greys out nothing."""
        self._editable = editable
        for model in self.models.values():
            model.set_locked(self._locked(model.matrix_id))

    def _locked(self, matrix_id: str) -> np.ndarray | None:
        if self._editable is None:
            return None
        try:
            shape = self._document.session.matrix(matrix_id).shape
        except KeyError:
            return None
        mask = self._editable.get(matrix_id)
        return np.ones(shape, dtype=bool) if mask is None else ~np.asarray(mask, dtype=bool)

    @staticmethod
    def _fit_height(editor: MatrixEditor) -> None:
        # Show every row of a toy matrix; long ones scroll inside a capped height.
        rows = editor.model().rowCount()
        header = editor.horizontalHeader().sizeHint().height()
        height = header + editor.verticalHeader().defaultSectionSize() * min(rows, 10) + 4
        if editor.horizontalScrollBar().isVisible():
            height += editor.horizontalScrollBar().height()
        editor.setFixedHeight(height)

    def _sizes_box(self) -> QGroupBox:
        box = QGroupBox(translate("InputsPanel", "Sizes"))
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(12)
        self.spins: dict[str, QSpinBox] = {}
        for k, (name, label, tip) in enumerate(SIZES):
            label, tip = translate("InputsPanel", label), translate("InputsPanel", tip)
            spin = QSpinBox()
            spin.setRange(1, MAX_SIZE)
            spin.setKeyboardTracking(False)  # one resize per finished number, not per digit
            spin.setToolTip(tip)
            spin.setAccessibleName(label)
            spin.valueChanged.connect(lambda value, name=name: self._resize(name, value))
            caption = QLabel(label)
            caption.setToolTip(tip)
            caption.setBuddy(spin)
            grid.addWidget(caption, k // 3 * 2, k % 3)
            grid.addWidget(spin, k // 3 * 2 + 1, k % 3)
            self.spins[name] = spin
        fill_row = QFormLayout()
        fill_row.setHorizontalSpacing(grid.horizontalSpacing())  # "New cells" touched its box
        self.fill_combo = QComboBox()
        self.fill_combo.addItems([translate("InputsPanel", "zeros"), translate("InputsPanel", "seeded random")])
        self.fill_combo.setAccessibleName(translate("InputsPanel", "New cells"))
        self.fill_combo.setToolTip(translate("InputsPanel", "how new cells are filled when a size grows"))
        self.fill_combo.currentIndexChanged.connect(lambda i: self._view.set_fill(FILLS[max(i, 0)]))
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setToolTip(translate("InputsPanel", "seed for random fills and Randomize: the same seed "
                                                   "gives the same numbers"))
        self.seed_spin.valueChanged.connect(self._view.set_seed)
        # Two rows, not one: side by side they made the panel 370 px wide at least.
        fill_row.addRow(translate("InputsPanel", "New cells"), self.fill_combo)
        fill_row.addRow(translate("InputsPanel", "Seed"), self.seed_spin)
        grid.addLayout(fill_row, 4, 0, 1, 3)
        return box

    # -- forwarding edits ------------------------------------------------------
    @property
    def fill(self) -> str:
        return self._view.fill

    def _resize(self, name: str, value: int) -> None:
        session = self._document.session
        current = len(session.heads) if name == "heads" else getattr(session, name)
        if value == current:
            return
        try:
            resized = resize(session, **{name: value}, fill=self._view.fill, seed=self._view.seed,
                             dtype=self._document.dtype)
            label = dict((s[0], s[1]) for s in SIZES)[name]
            self._document.apply(resized, translate("InputsPanel", "Set {size} to {value}").format(
                size=translate("InputsPanel", label), value=value))
        except SessionError as err:  # too large, or a rule of the document (an exercise's sizes)
            self._on_rejected(str(err))
            self.refresh()

    def _toggle_w_o(self, enabled: bool) -> None:
        try:
            self._document.apply(set_output_projection(self._document.session, enabled),
                                 translate("InputsPanel", "Add W_O") if enabled
                                 else translate("InputsPanel", "Remove W_O"))
        except SessionError as err:
            self._on_rejected(str(err))
            self.refresh()

    def _on_rejected(self, message: str) -> None:
        # The window shows it in its error banner (over the layout, not in it).
        self.rejected.emit(message)

    # -- following the document ------------------------------------------------
    def refresh(self) -> None:
        session = self._document.session
        values = {"n": session.n, "m": session.m, "d_model": session.d_model, "d_k": session.d_k,
                  "d_v": session.d_v, "heads": len(session.heads)}
        limits = self._limits()
        for name, spin in self.spins.items():
            maximum = max(limits.get(name, MAX_SIZE), values[name])
            if (spin.maximum(), spin.value()) == (maximum, values[name]):
                continue  # set again, a spin box repaints (with the group box behind it): six at every edit
            with QSignalBlocker(spin):
                spin.setMaximum(maximum)
                spin.setValue(values[name])
        cross = session.mode == "cross"
        self.spins["m"].setEnabled(cross)
        self.source_box.setVisible(cross)
        self.x_box.setTitle(translate("InputsPanel", "Decoder tokens and embeddings X") if cross
                            else translate("InputsPanel", "Tokens and embeddings X"))
        self.x_caption.setText(translate("InputsPanel", "The queries come from these.") if cross
                               else translate("InputsPanel", "The queries, keys and values all come from these."))
        with QSignalBlocker(self.head_combo):
            names = head_names(session)  # an imported head by who it is
            if [self.head_combo.itemText(i) for i in range(self.head_combo.count())] != names:
                self.head_combo.clear()
                self.head_combo.addItems(names)
            self.head_combo.setCurrentIndex(min(self._view.head, len(session.heads) - 1))
        self.head_combo.setEnabled(len(session.heads) > 1)
        with QSignalBlocker(self.wo_check):
            self.wo_check.setChecked(session.w_o is not None)
        self.editors["w_o"].setVisible(session.w_o is not None)
        # A latent head's keys and values are made from c (W_UK, W_UV under "Variant weights"):
        # its W_K and W_V are not edited, so their tabs go while the latent is on.
        latent = session.latent is not None
        for index in (1, 2):
            if self.weight_tabs.isTabVisible(index) == latent:  # set again, the tabs lay out again: every edit
                self.weight_tabs.setTabVisible(index, not latent)
        if latent and self.weight_tabs.currentIndex() != 0:
            self.weight_tabs.setCurrentIndex(0)
        self._show_head(min(self._view.head, len(session.heads) - 1))
        if "seed" in session.extras and isinstance(session.extras["seed"], int):
            self._view.set_seed(session.extras["seed"])  # a generated session's seed, for Randomize

    def _limits(self) -> dict[str, int]:
        """The spin boxes' maxima: what the memory budget holds with the other sizes as they are.
        Made again when the sizes or the precision change, not at every edit of a number
        (it reads the machine's free memory: 1 ms of each edit)."""
        key = (budget_key(self._document.session), self._document.dtype, os.environ.get(ENV_VAR))
        if getattr(self, "_limits_key", None) != key:
            self._limits_key = key
            self._limits_now = size_limits(self._document.session, self._document.dtype, ceiling=MAX_SIZE)
        return self._limits_now

    def _show_inputs(self) -> None:
        with QSignalBlocker(self.seed_spin):
            self.seed_spin.setValue(self._view.seed)
        with QSignalBlocker(self.fill_combo):
            self.fill_combo.setCurrentIndex(FILLS.index(self._view.fill))

    def _show_head(self, head: int) -> None:
        with QSignalBlocker(self.head_combo):
            self.head_combo.setCurrentIndex(head)
        for name in ("w_q", "w_k", "w_v") + HEAD_KEYS:
            wanted, model = step_key(name, head), self.models.get(name)  # a variant's editor once it is made
            if model is not None and model.matrix_id != wanted:
                model.set_matrix_id(wanted)
                model.set_locked(self._locked(wanted))
        self.recent_weights.show_head(head)
