"""One predicate's small form in File → Save as Exercise…: a control per field of
:data:`~explorer.app.exercise_file.PREDICATE_FORMS`, each with its label, tip and
accessible name. The form only reads what was typed; what it means in the file
is :func:`~explorer.app.exercise_file.check_item`'s, and whether it is good the core reader's."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from explorer.app.exercise_file import PREDICATE_FORMS, Field
from explorer.core.wording import translate

#: (minimum, maximum, decimals, step) of each kind of number.
_NUMBERS = {"fraction": (0.0, 1.0, 3, 0.05), "tolerance": (0.0001, 1e6, 4, 0.01), "number": (-1e6, 1e6, 4, 0.5)}


class CheckForm(QWidget):
    """The fields of ``predicate`` for a session of ``heads`` heads."""

    def __init__(self, predicate: str, heads: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.predicate = predicate
        self.fields: tuple[Field, ...] = PREDICATE_FORMS[predicate][1]
        self.controls: dict[str, QWidget] = {}
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for field in self.fields:
            # The form's texts are exercise_file's table, translated in its context.
            label, tip = translate("ExerciseFile", field.label), translate("ExerciseFile", field.tip)
            control = self._control(field, heads)
            control.setToolTip(tip)
            control.setAccessibleName(f"{label} ({predicate})")
            # A choice without a tip of its own is described by what it offers.
            choices = (", ".join(translate("ExerciseFile", text) for _value, text in field.choices)
                       if field.kind == "choice" else "")
            if field.tip or choices:
                control.setAccessibleDescription(tip or f"{label}: {choices}")
            self.controls[field.key] = control
            self.form.addRow(f"{label}", control)
        for key in ("compare", "how"):
            choice = self.controls.get(key)
            if isinstance(choice, QComboBox):
                choice.currentIndexChanged.connect(lambda _i: self._show_rows())
        self._show_rows()

    @staticmethod
    def _control(field: Field, heads: int) -> QWidget:
        if field.kind in ("head", "index"):
            spin = QSpinBox()
            spin.setRange(1, heads if field.kind == "head" else 100_000)
            spin.setValue(int(field.default))
            spin.setEnabled(field.kind != "head" or heads > 1)
            return spin
        if field.kind in _NUMBERS:
            low, high, decimals, step = _NUMBERS[field.kind]
            number = QDoubleSpinBox()
            number.setRange(low, high)
            number.setDecimals(decimals)
            number.setSingleStep(step)
            number.setValue(float(field.default))
            return number
        if field.kind == "choice":
            combo = QComboBox()
            for value, text in field.choices:
                combo.addItem(translate("ExerciseFile", text), value)
            combo.setCurrentIndex(max(0, combo.findData(field.default)))
            return combo
        edit = QLineEdit(str(field.default))
        edit.setPlaceholderText(translate("ExerciseFile", field.tip) if field.kind == "matrix" else "")
        return edit

    def _show_rows(self) -> None:
        """Only the fields that apply: the numbers or the other row; a tolerance only for equals."""
        values = self.values()
        hidden = set()
        if self.predicate == "rows_close":
            hidden = {"other_step", "other_head", "other_row"} if values["compare"] == "to" else {"to"}
        elif self.predicate == "value" and values["how"] != "equals":
            hidden = {"within"}
        for key, control in self.controls.items():
            self.form.setRowVisible(control, key not in hidden)

    def values(self) -> dict[str, Any]:
        """Every field's value by its key: numbers as numbers, text as typed, a choice's value."""
        out: dict[str, Any] = {}
        for key, control in self.controls.items():
            if isinstance(control, (QSpinBox, QDoubleSpinBox)):
                out[key] = control.value()
            elif isinstance(control, QComboBox):
                out[key] = control.currentData()
            elif isinstance(control, QLineEdit):
                out[key] = control.text()
        return out
