"""The "2025–26 variants" box of the inputs panel: soft-cap, sinks, top-k, QK-norm,
RoPE scaling, differential, linear and latent attention.

A second box beside "Positions & masks" (one box with both was taller than the
window at 720 px). As there, every control builds its session with
:mod:`explorer.app.recent_edits` and hands it to ``Document.apply`` (one undo step
each); a value or a combination the core refuses (its SessionError: linear
attention with a soft-cap, differential attention with an odd d_k) is reported
through :attr:`RecentBox.rejected` with the core's one line, and the controls go
back to the session as it still is. A number typed while its variant is off is
kept for when it is turned on.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from explorer.app.document import Document
from explorer.app.recent_edits import (
    QK_NORM_CHOICES,
    SCALING_CHOICES,
    set_differential,
    set_kernel,
    set_latent,
    set_qk_norm,
    set_rope_scaling,
    set_sinks,
    set_softcap,
    set_topk,
)
from explorer.core.edits import MAX_SIZE
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate

Edit = Callable[[Session], "tuple[Session, str]"]


def _spin(spin: QSpinBox | QDoubleSpinBox, low: float, high: float, value: float, name: str,
          tip: str) -> QSpinBox | QDoubleSpinBox:
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setKeyboardTracking(False)  # one undo step per finished number, not per digit
    spin.setAccessibleName(name)
    spin.setToolTip(tip)
    return spin


class RecentBox(QGroupBox):
    """The version-4 variants, each a control that changes the session through the document."""

    #: Emitted with the message when an edit is refused.
    rejected = Signal(str)

    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(translate("RecentBox", "2025–26 variants"), parent)
        self._document = document
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addLayout(form)

        self.softcap_check, self.softcap_spin = self._toggle_row(
            form, translate("RecentBox", "Soft-cap"), translate("RecentBox", "on, c ="), QDoubleSpinBox(),
            (0.1, 1e6, 2.0),
            translate("RecentBox", "Soft-cap: replaces each scaled score S by c·tanh(S / c), so no score passes ±c "
                      "(Gemma 2)"),
            translate("RecentBox", "Soft-cap c"),
            translate("RecentBox", "The cap c: scores near 0 stay, scores far beyond ±c are bent to ±c"),
            lambda s: set_softcap(s, self.softcap_spin.value() if self.softcap_check.isChecked() else None))
        self.softcap_spin.setDecimals(2)

        self.sinks_check = QCheckBox(translate("RecentBox", "one per head"))
        self.sinks_check.setAccessibleName(translate("RecentBox", "Attention sinks"))
        self.sinks_check.setToolTip(translate("RecentBox", "Attention sinks: gives each head one extra logit (0 to "
                                              "start, edited under Variant weights) that takes a share of every "
                                              "row's softmax (gpt-oss)"))
        self.sinks_check.toggled.connect(lambda on: self._try(lambda s: set_sinks(s, on)))
        form.addRow(translate("RecentBox", "Sinks"), self.sinks_check)

        self.topk_check, self.topk_spin = self._toggle_row(
            form, translate("RecentBox", "Top-k"), translate("RecentBox", "on, k ="), QSpinBox(), (1, MAX_SIZE, 2),
            translate("RecentBox", "Top-k: each query keeps only its k largest visible scores and hides the rest "
                      "from its softmax"),
            translate("RecentBox", "Top-k k"), translate("RecentBox", "How many keys each query keeps"),
            lambda s: set_topk(s, self.topk_spin.value() if self.topk_check.isChecked() else None))

        self.qk_norm_combo = QComboBox()
        for scope, text in QK_NORM_CHOICES:
            self.qk_norm_combo.addItem(translate("RecentEdits", text), scope)  # recent_edits' table, its context
        self.qk_norm_combo.setAccessibleName(translate("RecentBox", "QK-norm"))
        self.qk_norm_combo.setToolTip(translate("RecentBox", "QK-norm: RMS-normalises every query and key row (per "
                                                "head, or over all heads at once) before the scores, so no score "
                                                "can grow without bound"))
        self.qk_norm_combo.currentIndexChanged.connect(
            lambda _i: self._try(lambda s: set_qk_norm(s, self.qk_norm_combo.currentData())))
        form.addRow(translate("RecentBox", "QK-norm"), self.qk_norm_combo)

        self.scaling_combo = QComboBox()
        for kind, text in SCALING_CHOICES:
            self.scaling_combo.addItem(translate("RecentEdits", text), kind)  # recent_edits' table, its context
        self.scaling_combo.setAccessibleName(translate("RecentBox", "RoPE scaling"))
        self.scaling_combo.setToolTip(translate("RecentBox", "RoPE scaling: stretches RoPE's angles so a model reads "
                                                "contexts longer than it was trained on (needs RoPE positions)"))
        self.scaling_combo.currentIndexChanged.connect(lambda _i: self._apply_scaling())
        form.addRow(translate("RecentBox", "RoPE scaling"), self.scaling_combo)
        self.factor_spin = _spin(QDoubleSpinBox(), 1.0, 1e4, 4.0, translate("RecentBox", "RoPE scaling factor s"),
                                 translate("RecentBox", "The factor s: how many times longer the context becomes"))
        self.factor_spin.setDecimals(2)
        self.factor_spin.valueChanged.connect(lambda _v: self._apply_scaling())
        self.factor_label = QLabel(translate("RecentBox", "Factor s"))
        form.addRow(self.factor_label, self.factor_spin)
        self.original_spin = _spin(QSpinBox(), 1, MAX_SIZE, 4, translate("RecentBox", "YaRN original context length"),
                                   translate("RecentBox", "The context length the model was trained on: YaRN's "
                                             "ramp chooses pairs by it"))
        self.original_spin.valueChanged.connect(lambda _v: self._apply_scaling())
        self.original_label = QLabel(translate("RecentBox", "Trained length"))
        form.addRow(self.original_label, self.original_spin)

        self.differential_check, self.lambda_spin = self._toggle_row(
            form, translate("RecentBox", "Differential"), translate("RecentBox", "on, λ ="), QDoubleSpinBox(),
            (-10.0, 10.0, 0.5),
            translate("RecentBox", "Differential attention: splits each head's W_Q and W_K in two halves and "
                      "subtracts λ times the second map from the first (needs an even d_k)"),
            translate("RecentBox", "Differential λ"),
            translate("RecentBox", "λ, how much of the second map is subtracted from the first"),
            lambda s: set_differential(s, self.lambda_spin.value() if self.differential_check.isChecked() else None))
        self.lambda_spin.setDecimals(2)
        self.lambda_spin.setSingleStep(0.1)

        self.kernel_check = QCheckBox("φ(x) = elu(x) + 1")
        self.kernel_check.setAccessibleName(translate("RecentBox", "Linear attention"))
        self.kernel_check.setToolTip(translate("RecentBox", "Linear attention: weights φ(q)·φ(k) normalised per row "
                                               "instead of a softmax, so a causal head is an RNN with a running sum"))
        self.kernel_check.toggled.connect(lambda on: self._try(lambda s: set_kernel(s, on)))
        form.addRow(translate("RecentBox", "Linear attn."), self.kernel_check)

        self.latent_check = QCheckBox(translate("RecentBox", "K, V from a latent c"))
        self.latent_check.setAccessibleName(translate("RecentBox", "Latent attention"))
        self.latent_check.setToolTip(translate("RecentBox", "Latent attention: every head's keys and values come from "
                                               "one small c = X·W_DKV, made from the current heads as closely as d_c "
                                               "allows (DeepSeek)"))
        self.latent_check.toggled.connect(lambda on: self._try(lambda s: set_latent(s, on)))
        form.addRow(translate("RecentBox", "Latent (MLA)"), self.latent_check)

        document.session_changed.connect(self.refresh)
        self.refresh()

    def _toggle_row(self, form: QFormLayout, label: str, text: str, spin: QSpinBox | QDoubleSpinBox,
                    numbers: tuple[float, float, float], tip: str, spin_name: str, spin_tip: str,
                    make: Edit) -> tuple[QCheckBox, QSpinBox | QDoubleSpinBox]:
        """A row "label [x] on, v = [spin]": the check turns the variant on, the spin sets its number."""
        row = QHBoxLayout()
        check = QCheckBox(text)
        check.setAccessibleName(label)
        check.setToolTip(tip)
        _spin(spin, *numbers, spin_name, spin_tip)
        check.toggled.connect(lambda _on: self._try(make))
        # A number changed while the variant is off is only kept (the spin box is disabled then).
        spin.valueChanged.connect(lambda _v: self._try(make) if check.isChecked() else None)
        row.addWidget(check)
        row.addWidget(spin, 1)
        form.addRow(label, row)
        return check, spin

    # -- forwarding edits ------------------------------------------------------
    def _try(self, make: Edit) -> None:
        try:
            before = self._document.session
            after, text = make(before)
            # Turning on what is on already (a factor typed with no scaling chosen) is no undo step.
            if after is not before and not after.equals(before):
                self._document.apply(after, text)
        except SessionError as err:
            self.rejected.emit(str(err))
            self.refresh()  # the controls show the session as it still is

    def _apply_scaling(self) -> None:
        kind = self.scaling_combo.currentData()
        self._update_scaling(kind, self.scaling_combo.isEnabled())
        self._try(lambda s: set_rope_scaling(s, kind, self.factor_spin.value(), self.original_spin.value()))

    # -- following the document ------------------------------------------------
    def _update_scaling(self, kind: str | None, rope: bool) -> None:
        self.factor_spin.setEnabled(rope and kind is not None)
        self.factor_label.setEnabled(rope and kind is not None)
        self.original_label.setVisible(kind == "yarn")
        self.original_spin.setVisible(kind == "yarn")

    def refresh(self) -> None:
        s = self._document.session
        for check, spin, value in ((self.softcap_check, self.softcap_spin, s.softcap),
                                   (self.topk_check, self.topk_spin, s.topk),
                                   (self.differential_check, self.lambda_spin, s.differential)):
            with QSignalBlocker(check), QSignalBlocker(spin):
                check.setChecked(value is not None)
                if value is not None:
                    spin.setValue(value)
            spin.setEnabled(value is not None)
        for check, on in ((self.sinks_check, s.sinks is not None), (self.kernel_check, s.kernel is not None),
                          (self.latent_check, s.latent is not None)):
            with QSignalBlocker(check):
                check.setChecked(on)
        with QSignalBlocker(self.qk_norm_combo):
            # Index 0 is "off": findData(None) does not find an item whose data is None.
            self.qk_norm_combo.setCurrentIndex(self.qk_norm_combo.findData(s.qk_norm.scope)
                                               if s.qk_norm is not None else 0)
        pos = s.positions
        rope = pos is not None and pos.kind == "rope"
        scaling = pos.scaling if rope else None
        with QSignalBlocker(self.scaling_combo), QSignalBlocker(self.factor_spin), QSignalBlocker(self.original_spin):
            self.scaling_combo.setCurrentIndex(self.scaling_combo.findData(scaling.kind) if scaling else 0)
            if scaling is not None:
                self.factor_spin.setValue(scaling.factor)
                if scaling.original_max is not None:
                    self.original_spin.setValue(scaling.original_max)
        self.scaling_combo.setEnabled(rope)
        self._update_scaling(scaling.kind if scaling else None, rope)
