"""The "Positions & masks" box of the inputs panel: positions, window, padding, KV groups.

Every control builds its session with :mod:`explorer.app.variant_edits` and
hands it to ``Document.apply`` (one undo step each). A refused value (the
core's SessionError) is reported through :attr:`VariantsBox.rejected` and the
controls go back to the session as it is: nothing is lost.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from explorer.core.io.safe_text import plain
from explorer.core.edits import MAX_SIZE
from explorer.core.session import Session, SessionError
from explorer.core.attention.variants import DEFAULT_THETA
from explorer.core.wording import translate
from explorer.app.variant_edits import (
    POSITION_CHOICES,
    kv_group_choices,
    parse_slopes,
    position_choice,
    set_kv_groups,
    set_positions,
    set_window,
    slopes_text,
    toggle_padding,
)
from explorer.app.document import Document
from explorer.ui.editors.padding_list import PaddingModel


class VariantsBox(QGroupBox):
    """Positions (none, sinusoidal, RoPE with θ, ALiBi with slopes), a sliding window,
    padding keys (a checkable list) and the number of KV groups."""

    #: Emitted with the message when an edit is refused.
    rejected = Signal(str)

    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(translate("VariantsBox", "Positions && masks"), parent)  # "&&": a lone & is a mnemonic
        self._document = document
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        self.positions_combo = QComboBox()
        for key, text in POSITION_CHOICES:
            self.positions_combo.addItem(translate("VariantEdits", text), key)  # variant_edits' table, its context
        self.positions_combo.setAccessibleName(translate("VariantsBox", "Positions"))
        self.positions_combo.setToolTip(translate("VariantsBox", "How token positions enter attention"))
        self.positions_combo.currentIndexChanged.connect(lambda _i: self._apply_positions())
        form.addRow(translate("VariantsBox", "Positions"), self.positions_combo)

        self.theta_spin = QDoubleSpinBox()
        self.theta_spin.setRange(0.0, 1e9)  # 0 reaches the core, which refuses it with its message
        self.theta_spin.setDecimals(1)
        self.theta_spin.setValue(DEFAULT_THETA)
        self.theta_spin.setKeyboardTracking(False)
        self.theta_spin.setToolTip(translate("VariantsBox",
                                             "RoPE's base θ: pair i of token p turns by p·θ^(−2i/d_k)"))
        self.theta_spin.valueChanged.connect(lambda _v: self._apply_positions())
        self.theta_label = QLabel(translate("VariantsBox", "RoPE θ"))
        form.addRow(self.theta_label, self.theta_spin)

        self.slopes_edit = QLineEdit()
        self.slopes_edit.setPlaceholderText(translate("VariantsBox", "default 2^(−8h/H)"))
        self.slopes_edit.setToolTip(translate("VariantsBox",
                                              "ALiBi's slope m_h of each head, separated by commas; empty for "
                                              "the default"))
        self.slopes_edit.editingFinished.connect(self._apply_positions)
        self.slopes_label = QLabel(translate("VariantsBox", "Slopes"))
        form.addRow(self.slopes_label, self.slopes_edit)

        window_row = QHBoxLayout()
        self.window_check = QCheckBox(translate("VariantsBox", "on, w ="))
        self.window_check.setToolTip(translate("VariantsBox",
                                               "A sliding window: each query reads only keys fewer than w places away"))
        self.window_check.toggled.connect(lambda _on: self._apply_window())
        self.window_spin = QSpinBox()
        self.window_spin.setRange(1, MAX_SIZE)
        self.window_spin.setValue(3)
        self.window_spin.setKeyboardTracking(False)
        self.window_spin.setAccessibleName(translate("VariantsBox", "Window size w"))
        self.window_spin.setToolTip(translate("VariantsBox", "How many places away a query still reads a key"))
        self.window_spin.valueChanged.connect(lambda _v: self._apply_window())
        window_row.addWidget(self.window_check)
        window_row.addWidget(self.window_spin, 1)
        form.addRow(translate("VariantsBox", "Window"), window_row)

        self.groups_combo = QComboBox()
        self.groups_combo.setAccessibleName(translate("VariantsBox", "KV groups"))
        self.groups_combo.setToolTip(translate("VariantsBox",
                                               "Grouped-query attention: g groups of K and V, each shared by "
                                               "H / g heads"))
        self.groups_combo.currentIndexChanged.connect(lambda _i: self._apply_groups())
        form.addRow(translate("VariantsBox", "KV groups"), self.groups_combo)
        layout.addLayout(form)

        self.padding_caption = QLabel(translate("VariantsBox", "Padding keys (hidden from every query): tick to pad"))
        self.padding_caption.setWordWrap(True)
        self.padding_caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.padding_caption)
        self.padding_model = PaddingModel(self)
        self._keys_shown: tuple[str, ...] | None = None  # the session's key tokens the list shows
        self._plain_keys: tuple[str, ...] = ()
        self.padding_model.toggled.connect(self._padding_changed)
        self.padding_list = QListView()
        self.padding_list.setModel(self.padding_model)
        self.padding_list.setUniformItemSizes(True)  # no row measured to lay out the list
        # 100 rows laid out a turn: every key's row in one turn stalled opening a long file.
        self.padding_list.setLayoutMode(QListView.LayoutMode.Batched)
        self.padding_list.setToolTip(translate("VariantsBox", "Tick a key to pad it (Space ticks the current one): "
                                               "no query may attend to it"))
        self.padding_list.setMaximumHeight(120)
        layout.addWidget(self.padding_list)

        document.session_changed.connect(self.refresh)
        self.refresh()

    # -- forwarding edits ------------------------------------------------------
    def _try(self, make) -> None:
        try:
            after, text = make(self._document.session)
            self._document.apply(after, text)
        except SessionError as err:
            self.rejected.emit(str(err))
            self.refresh()  # the controls show the session as it still is

    def _apply_positions(self) -> None:
        choice = self.positions_combo.currentData()
        self._update_visibility(choice)

        def make(session: Session):
            slopes = parse_slopes(self.slopes_edit.text()) if choice == "alibi" else None
            return set_positions(session, choice, self.theta_spin.value(), slopes)
        self._try(make)

    def _apply_window(self) -> None:
        w = self.window_spin.value() if self.window_check.isChecked() else None
        self._try(lambda s: set_window(s, w))

    def _apply_groups(self) -> None:
        g = self.groups_combo.currentData()
        self._try(lambda s: set_kv_groups(s, g))

    def _padding_changed(self, key: int, padded: bool) -> None:
        if padded != (key in self._document.session.padding):
            self._try(lambda s: toggle_padding(s, key))

    # -- following the document ------------------------------------------------
    def _update_visibility(self, choice: str) -> None:
        rope = choice.startswith("rope")
        self.theta_label.setVisible(rope)
        self.theta_spin.setVisible(rope)
        self.slopes_label.setVisible(choice == "alibi")
        self.slopes_edit.setVisible(choice == "alibi")

    def refresh(self) -> None:
        session = self._document.session
        choice = position_choice(session)
        with QSignalBlocker(self.positions_combo):
            self.positions_combo.setCurrentIndex(self.positions_combo.findData(choice))
        with QSignalBlocker(self.theta_spin):
            self.theta_spin.setValue(session.positions.theta if session.positions is not None else DEFAULT_THETA)
        if not self.slopes_edit.hasFocus() or choice != "alibi":
            self.slopes_edit.setText(slopes_text(session.positions.slopes if session.positions is not None else None))
        self._update_visibility(choice)
        with QSignalBlocker(self.window_check), QSignalBlocker(self.window_spin):
            self.window_check.setChecked(session.window is not None)
            if session.window is not None:
                self.window_spin.setValue(session.window)
        self.window_spin.setEnabled(session.window is not None)
        heads = len(session.heads)
        choices = [(translate("VariantsBox", "off (own K, V per head)"), None)]
        for g in kv_group_choices(heads):
            if g == 1:
                text = translate("VariantsBox", "g = {groups} (multi-query)").format(groups=g)
            elif g == heads:
                text = translate("VariantsBox", "g = {groups} (= multi-head)").format(groups=g)
            else:
                text = f"g = {g}"
            choices.append((text, g))
        with QSignalBlocker(self.groups_combo):
            # Filled again only when the choices change: refilled at every edit, it repainted.
            if [(self.groups_combo.itemText(i), self.groups_combo.itemData(i))
                    for i in range(self.groups_combo.count())] != choices:
                self.groups_combo.clear()
                for text, g in choices:
                    self.groups_combo.addItem(text, g)
            self.groups_combo.setCurrentIndex(self.groups_combo.findData(session.kv_groups)
                                              if session.kv_groups is not None else 0)
        self._refresh_padding(session)

    def _refresh_padding(self, session: Session) -> None:
        keys = session.key_tokens
        if keys is not self._keys_shown:  # an edit of a number keeps the tuple: no pass over every token
            self._keys_shown, self._plain_keys = keys, tuple(map(plain, keys))
        self.padding_model.show(self._plain_keys, session.padding)
