"""The Export Animation dialog's widgets and their layout: the What box and each animation's page of
choices (the lecture's, a training run's, a decode's, a sweep's) in one form with the size, rate, hold,
theme and file rows, the cycling preview with its length and size beside them, and the progress bar,
message line and Export/Close buttons below, in the order Tab visits them. :func:`build` sets them on
the :class:`~explorer.ui.export.animation_dialog.AnimationDialog` it is given, which connects and
follows them; their texts keep the dialog's translation context.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel,
                               QProgressBar, QVBoxLayout, QWidget)

from explorer.animate_cli import DEFAULT_FPS
from explorer.app.training_panel import TrainChoices
from explorer.core.wording import translate
from explorer.export.animation.scenes import SIZES
from explorer.ui.export import animation_plan as plans
from explorer.ui.export.animation_controls import (CyclingPreview, DecodePage, FileRow, LecturePage, RateSpinBox,
                                                   SweepPage, TrainingPage, named)
from explorer.ui.window import accessible
from explorer.ui.window.accessible import describe_buttons

if TYPE_CHECKING:
    from explorer.ui.export.animation_dialog import AnimationDialog

#: The preview's size on screen (16:9, as the default video).
PREVIEW_SIZE = (448, 252)


def build(dialog: AnimationDialog, cell: str, train: TrainChoices | None) -> None:
    """Make the dialog's widgets and lay them out; a sweep moves ``cell`` at first, and ``train`` is
    the Train panel's choices (None without one)."""
    dialog.what = named(QComboBox(), "What")
    for name, text in plans.WHATS:
        dialog.what.addItem(plans.shown(text), name)
    dialog.lecture_page, dialog.training_page = LecturePage(), TrainingPage(train)
    dialog.decode_page, dialog.sweep_page = DecodePage(), SweepPage(cell)
    dialog.size_box = named(QComboBox(), "Size")
    for w, h in SIZES:
        dialog.size_box.addItem(f"{w} \u00d7 {h}", (w, h))
    dialog.size_box.addItem(translate("AnimationDialog", "The figures' own size"), "own")
    dialog.fps = named(RateSpinBox(), "Frames a second")
    dialog.fps.setValue(DEFAULT_FPS)
    dialog.hold = named(QDoubleSpinBox(decimals=1, minimum=0.1, maximum=30.0, singleStep=0.5, suffix=" s"), "Hold")
    dialog.theme = named(QComboBox(), "Theme")
    dialog.theme.addItem(translate("AnimationDialog", "Light (slides and paper)"), "light")
    dialog.theme.addItem(translate("AnimationDialog", "Dark"), "dark")
    dialog.theme.setCurrentIndex(max(0, dialog.theme.findData(dialog.look.theme)))
    dialog.file = FileRow(dialog.document.path.parent if dialog.document.path else Path.home())
    dialog.path = dialog.file.edit
    dialog.hold_label = QLabel(translate("AnimationDialog", "&Hold"))
    dialog.hold_label.setBuddy(dialog.hold)
    file_label = QLabel(translate("AnimationDialog", "F&ile"))
    file_label.setBuddy(dialog.path)

    form = dialog.form = QFormLayout()
    form.addRow(translate("AnimationDialog", "&What"), dialog.what)
    #: The form's rows of each animation's choices, shown while it is the one chosen.
    dialog.page_rows: dict[str, list[int]] = {}
    for (what, _text), page in zip(plans.WHATS, (dialog.lecture_page, dialog.training_page, dialog.decode_page,
                                                 dialog.sweep_page)):
        dialog.page_rows[what] = []
        for label, widget in page.rows:
            dialog.page_rows[what].append(form.rowCount())
            if label is None:
                form.addRow(widget)
            else:
                form.addRow(label, widget)
    form.addRow(translate("AnimationDialog", "Si&ze"), dialog.size_box)
    form.addRow(translate("AnimationDialog", "&Frames a second"), dialog.fps)
    form.addRow(dialog.hold_label, dialog.hold)
    form.addRow(translate("AnimationDialog", "The&me"), dialog.theme)
    form.addRow(file_label, dialog.file)
    dialog.controls = QWidget()
    dialog.controls.setLayout(form)
    dialog.controls.setMinimumWidth(460)

    dialog.preview = CyclingPreview(*PREVIEW_SIZE)
    dialog.length = QLabel()
    dialog.length.setObjectName("animationLength")
    dialog.length.setAlignment(Qt.AlignmentFlag.AlignCenter)
    accessible.name(dialog.length, translate("AnimationDialog", "Length and size"))
    side = QVBoxLayout()
    side.addWidget(dialog.preview)
    side.addWidget(dialog.length)
    side.addStretch(1)
    top = QHBoxLayout()
    top.addWidget(dialog.controls, 1)
    top.addSpacing(12)
    top.addLayout(side)

    dialog.status = QLabel()
    dialog.status.setObjectName("animationStatus")
    dialog.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    accessible.name(dialog.status, translate("AnimationDialog", "Message"))
    dialog.progress = QProgressBar()
    accessible.name(dialog.progress, translate("AnimationDialog", "Frames written"))
    dialog.progress.hide()
    dialog.buttons = QDialogButtonBox()
    dialog.export_button = dialog.buttons.addButton(translate("AnimationDialog", "&Export"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
    dialog.close_button = dialog.buttons.addButton(translate("AnimationDialog", "Close"),
                                               QDialogButtonBox.ButtonRole.RejectRole)
    dialog.export_button.setDefault(True)
    dialog.close_button.setAutoDefault(False)  # Enter is Export's; Escape is Close's
    describe_buttons(dialog.buttons)
    layout = QVBoxLayout(dialog)
    layout.addLayout(top)
    layout.addWidget(dialog.progress)
    layout.addWidget(dialog.status)
    layout.addWidget(dialog.buttons)
    order = [dialog.what, *dialog.training_page.controls(), dialog.decode_page.prompt, *dialog.sweep_page.controls(),
             dialog.size_box, dialog.fps, dialog.hold, dialog.theme, dialog.path, dialog.file.browse, dialog.export_button,
             dialog.close_button]
    for first, second in zip(order, order[1:]):
        QWidget.setTabOrder(first, second)
