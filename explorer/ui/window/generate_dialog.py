"""Dialogs that make sessions for long sequences: generated, or from an embeddings file."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from explorer.core.edits import MAX_SIZE
from explorer.app.new_sessions import PATTERNS, generated
from explorer.core.session import Session
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.window.accessible import describe_buttons, name

#: (kind, text): the texts translated where the box is filled.
KINDS = (("patterned", QT_TRANSLATE_NOOP("GenerateDialog", "Heads with known patterns (diagonal, previous token, "
                                                           "first token …)")),
         ("random", QT_TRANSLATE_NOOP("GenerateDialog", "Random numbers (unit-variance queries and keys)")))
#: (mode, text) of the Mode box: the session's modes by the names the tip explains (translated where shown).
MODES = (("self", QT_TRANSLATE_NOOP("GenerateDialog", "self")),
         ("causal", QT_TRANSLATE_NOOP("GenerateDialog", "causal")),
         ("cross", QT_TRANSLATE_NOOP("GenerateDialog", "cross")))
#: A pattern's name as the dialog shows it (translated where shown); a pattern not listed shows its own name.
PATTERN_NAMES = {"diagonal": QT_TRANSLATE_NOOP("GenerateDialog", "diagonal"),
                 "previous": QT_TRANSLATE_NOOP("GenerateDialog", "previous"),
                 "first": QT_TRANSLATE_NOOP("GenerateDialog", "first"),
                 "local": QT_TRANSLATE_NOOP("GenerateDialog", "local"),
                 "uniform": QT_TRANSLATE_NOOP("GenerateDialog", "uniform")}


class GenerateDialog(QDialog):
    """Ask for the size and kind of a generated session; :meth:`session` makes it."""

    def __init__(self, parent: QWidget | None = None, mode: str = "self"):
        super().__init__(parent)
        self.setWindowTitle(translate("GenerateDialog", "New long sequence"))
        layout = QVBoxLayout(self)
        intro = QLabel(translate("GenerateDialog", "Make a session with many tokens to see attention patterns at a "
                                                   "real length. Sequences above a few hundred tokens are recomputed "
                                                   "off the UI thread."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.kind = name(QComboBox(), translate("GenerateDialog", "Kind"),
                         tip=translate("GenerateDialog", "Random weights, or heads made to show a known pattern"))
        for key, text in KINDS:
            self.kind.addItem(translate("GenerateDialog", text), key)
        form.addRow(translate("GenerateDialog", "Kind"), self.kind)
        self.n = name(QSpinBox(), translate("GenerateDialog", "Tokens n"),
                      tip=translate("GenerateDialog", "How many tokens the new session has"))
        self.n.setRange(1, MAX_SIZE)
        self.n.setValue(256)
        form.addRow(translate("GenerateDialog", "Tokens n"), self.n)
        self.mode = name(QComboBox(), translate("GenerateDialog", "Mode"),
                         tip=translate("GenerateDialog", "self: every token sees every token; causal: only those on "
                                                         "its left; cross: queries from a second sequence"))
        for key, text in MODES:
            self.mode.addItem(translate("GenerateDialog", text), key)
        self.mode.setCurrentIndex(max(self.mode.findData(mode), 0))
        form.addRow(translate("GenerateDialog", "Mode"), self.mode)
        self.pattern_checks: dict[str, QCheckBox] = {}
        for pattern in PATTERNS:
            shown = translate("GenerateDialog", PATTERN_NAMES[pattern]) if pattern in PATTERN_NAMES else pattern
            check = name(QCheckBox(shown), translate("GenerateDialog", "{pattern} head").format(pattern=shown),
                         tip=translate("GenerateDialog", "Add a head that attends in the {pattern} pattern "
                                                         "(patterned sessions only)").format(pattern=shown))
            check.setChecked(pattern in ("diagonal", "previous", "first"))
            self.pattern_checks[pattern] = check
            form.addRow(translate("GenerateDialog", "Head") if pattern == PATTERNS[0] else "", check)
        self.d = name(QSpinBox(), translate("GenerateDialog", "Width"),
                      tip=translate("GenerateDialog", "d_model, d_k and d_v of a random session (one number for all "
                                                      "three)"))
        self.d.setRange(1, 1024)
        self.d.setValue(64)
        form.addRow(translate("GenerateDialog", "d_model = d_k = d_v (random)"), self.d)
        self.heads = name(QSpinBox(), translate("GenerateDialog", "Heads"),
                          tip=translate("GenerateDialog", "How many heads a random session has"))
        self.heads.setRange(1, 64)
        form.addRow(translate("GenerateDialog", "Heads (random)"), self.heads)
        self.seed = name(QSpinBox(), translate("GenerateDialog", "Seed"),
                         tip=translate("GenerateDialog", "The same seed makes the same numbers again"))
        self.seed.setRange(0, 2**31 - 1)
        form.addRow(translate("GenerateDialog", "Seed"), self.seed)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        describe_buttons(self)
        self.kind.currentIndexChanged.connect(self._enable)
        self._enable()

    def _enable(self) -> None:
        patterned = self.kind.currentData() == "patterned"
        for check in self.pattern_checks.values():
            check.setEnabled(patterned)
        self.d.setEnabled(not patterned)
        self.heads.setEnabled(not patterned)

    def recipe(self) -> Callable[[], Session]:
        """What makes the session the dialog describes (read now, made later: on the job runner);
        it raises ValueError with a message when the session cannot be made."""
        kind, n, mode, seed = self.kind.currentData(), self.n.value(), self.mode.currentData(), self.seed.value()
        patterns = tuple(p for p, check in self.pattern_checks.items() if check.isChecked())
        d, heads = self.d.value(), self.heads.value()
        return lambda: generated(kind, n, mode, seed, patterns, d, heads)

    def session(self) -> Session:
        """The session the dialog describes, made now (ValueError with a message if it cannot be made)."""
        return self.recipe()()
