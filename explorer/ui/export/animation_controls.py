"""The Export Animation dialog's parts: the page of choices of each animation, the frame-rate
box a GIF restricts, the preview that cycles the first shots, and the file row.

Widgets only: each page shows its choices and hands them back as plain values
(:mod:`explorer.ui.export.animation_plan` makes them an animation).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap, QStandardItemModel
from PySide6.QtWidgets import (QComboBox, QDoubleSpinBox, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QSpinBox, QWidget)

from explorer.app.training_panel import TrainChoices
from explorer.core.session import Session
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.animation.sweep import EXAMPLE
from explorer.export.animation.write import AnimationFile, animation_format
from explorer.export.view import ExportError
from explorer.ui.window import accessible
from explorer.ui.export.animation_plan import (FILTERS, SWEEP_KINDS, TARGETS, chosen_path, decode_unavailable, shown,
                                               sweep_span, sweep_text, sweep_unavailable, target_label)

#: The largest From and To of a sweep (a cell's value, a temperature, RoPE's base).
SWEEP_LIMIT = 1e6


#: What each control of the dialog does, after its name (a screen reader reads it; a tooltip set
#: on the control says more on screen). Names and descriptions in English: :func:`named` translates them.
DESCRIPTIONS = {
    QT_TRANSLATE_NOOP("AnimationControls", "What"):
        QT_TRANSLATE_NOOP("AnimationControls", "Which animation: the lecture, a training run, decoding token by "
                                               "token or a sweep"),
    QT_TRANSLATE_NOOP("AnimationControls", "Size"):
        QT_TRANSLATE_NOOP("AnimationControls", "The frames' size in pixels"),
    QT_TRANSLATE_NOOP("AnimationControls", "Frames a second"):
        QT_TRANSLATE_NOOP("AnimationControls", "How many frames play each second"),
    QT_TRANSLATE_NOOP("AnimationControls", "Hold"):
        QT_TRANSLATE_NOOP("AnimationControls", "How long each page of a lecture stays on screen"),
    QT_TRANSLATE_NOOP("AnimationControls", "Theme"):
        QT_TRANSLATE_NOOP("AnimationControls", "Light for slides and paper, dark for a dark deck"),
    QT_TRANSLATE_NOOP("AnimationControls", "Target"):
        QT_TRANSLATE_NOOP("AnimationControls", "What the training run pulls the weights towards"),
    QT_TRANSLATE_NOOP("AnimationControls", "Steps"):
        QT_TRANSLATE_NOOP("AnimationControls", "How many training steps the run takes"),
    QT_TRANSLATE_NOOP("AnimationControls", "Learning rate"):
        QT_TRANSLATE_NOOP("AnimationControls", "How far each step moves the weights"),
    QT_TRANSLATE_NOOP("AnimationControls", "Optimizer"):
        QT_TRANSLATE_NOOP("AnimationControls", "Gradient descent or Adam"),
    QT_TRANSLATE_NOOP("AnimationControls", "A frame every"):
        QT_TRANSLATE_NOOP("AnimationControls", "Draw a frame every K steps"),
    QT_TRANSLATE_NOOP("AnimationControls", "Prompt"):
        QT_TRANSLATE_NOOP("AnimationControls", "How many tokens are given before decoding starts"),
    QT_TRANSLATE_NOOP("AnimationControls", "What moves"):
        QT_TRANSLATE_NOOP("AnimationControls", "A cell of a matrix, the temperature or RoPE's base"),
    QT_TRANSLATE_NOOP("AnimationControls", "Cell"):
        QT_TRANSLATE_NOOP("AnimationControls", "The cell that moves, as the session file names it"),
    QT_TRANSLATE_NOOP("AnimationControls", "From"):
        QT_TRANSLATE_NOOP("AnimationControls", "The value the sweep starts at"),
    QT_TRANSLATE_NOOP("AnimationControls", "To"):
        QT_TRANSLATE_NOOP("AnimationControls", "The value the sweep ends at"),
    QT_TRANSLATE_NOOP("AnimationControls", "Seconds"):
        QT_TRANSLATE_NOOP("AnimationControls", "How long the sweep takes"),
    QT_TRANSLATE_NOOP("AnimationControls", "File"):
        QT_TRANSLATE_NOOP("AnimationControls", "Where the animation is written"),
}


def named(widget: QWidget, name: str) -> QWidget:
    """``widget`` with its accessible name and description (what a screen reader says for it), both
    translated: ``name`` is English, a key of :data:`DESCRIPTIONS` or marked in this module's context."""
    description = DESCRIPTIONS.get(name)
    return accessible.name(widget, translate("AnimationControls", name),
                           translate("AnimationControls", description) if description else None)


def note() -> QLabel:
    """A line that explains a choice (in the text's own colour: a disabled label's grey was too
    faint to read on a projector)."""
    label = QLabel(wordWrap=True)
    label.setObjectName("animationNote")
    return label


def counted(spin: QSpinBox, one: str, many: str) -> QSpinBox:
    """``spin`` whose suffix says what it counts in the number it shows: ``one`` after 1, ``many``
    after any other ("1 token", "2 tokens"; both translated by the caller, a leading space included)."""
    def follow(value: int) -> None:
        spin.setSuffix(one if value == 1 else many)

    spin.valueChanged.connect(follow)
    follow(spin.value())
    return spin


#: A row of the dialog's form: its label (with its mnemonic; None: the widget spans the row) and widget.
Row = tuple[str | None, QWidget]


class RateSpinBox(QSpinBox):
    """Frames a second, 1 to 60. With ``rates`` (a GIF's), the arrows and Page keys step from one
    allowed rate to the next; a rate typed between them is refused by the dialog, not rounded."""

    def __init__(self) -> None:
        super().__init__(minimum=1, maximum=60, suffix=translate("AnimationControls", " fps"))
        self.rates: tuple[int, ...] = ()

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt's name
        if not self.rates:
            super().stepBy(steps)
            return
        value = self.value()
        ahead = [r for r in self.rates if r > value] if steps > 0 else [r for r in reversed(self.rates) if r < value]
        if ahead:
            self.setValue(ahead[min(abs(steps), len(ahead)) - 1])


class LecturePage:
    """A lecture has no choices of its own: the note says what it shows. Each page hands the
    dialog its rows (:attr:`rows`), shown while its animation is the one chosen."""

    def __init__(self) -> None:
        self.note = note()
        self.rows: list[Row] = [(None, self.note)]

    def describe(self, head: int, scaling: bool, temperature: float) -> None:
        if scaling:
            text = translate("AnimationControls", "Head {head}'s lecture, page by page as the deck shows it: the "
                                                  "view's colours, decimals and numbers, What if\u2026's \u00f7 "
                                                  "\u221ad_k, temperature T = {temperature:g}.")
        else:
            text = translate("AnimationControls", "Head {head}'s lecture, page by page as the deck shows it: the "
                                                  "view's colours, decimals and numbers, What if\u2026's no \u00f7 "
                                                  "\u221ad_k, temperature T = {temperature:g}.")
        self.note.setText(text.format(head=head + 1, temperature=temperature))


class TrainingPage:
    """Target, steps, rate, optimizer and how often a frame is drawn; starts from the Train
    panel's choices when the window has one (``start``), else ``train``'s defaults."""

    def __init__(self, start: TrainChoices | None) -> None:
        self.start = start or TrainChoices()
        self.target = named(QComboBox(), "Target")
        for name, text in TARGETS:
            self.target.addItem(target_label(text), name)
        self.target.setCurrentIndex(max(0, self.target.findData(self.start.target)))
        self.steps = named(QSpinBox(minimum=1, maximum=100000, value=self.start.steps), "Steps")
        self.lr = named(QDoubleSpinBox(decimals=4, minimum=0.0001, maximum=10.0, singleStep=0.05,
                                       value=self.start.lr), "Learning rate")
        self.optimizer = named(QComboBox(), "Optimizer")
        self.optimizer.addItem(translate("AnimationControls", "Gradient descent"), "sgd")
        self.optimizer.addItem("Adam", "adam")
        self.optimizer.setCurrentIndex(max(0, self.optimizer.findData(self.start.optimizer)))
        self.every = named(counted(QSpinBox(minimum=1, maximum=100000, value=1),
                                   translate("AnimationControls", " step"), translate("AnimationControls", " steps")),
                           "A frame every")
        self.every.setToolTip(translate("AnimationControls", "A frame every K steps: a long run makes a shorter video"))
        self.note = note()
        self.rows: list[Row] = [(translate("AnimationControls", "&Target"), self.target),
                                (translate("AnimationControls", "&Steps"), self.steps),
                                (translate("AnimationControls", "&Learning rate"), self.lr),
                                (translate("AnimationControls", "&Optimizer"), self.optimizer),
                                (translate("AnimationControls", "A frame e&very"), self.every), (None, self.note)]
        self.note.setText(translate("AnimationControls", "From the Train panel's settings.") if start is not None else
                          translate("AnimationControls", "From train's defaults (Steps \u2192 Train\u2026 sets others)."))

    def choices(self) -> TrainChoices:
        """The panel's choices (what trains, the start) with this page's target, steps, rate, optimizer."""
        from dataclasses import replace

        return replace(self.start, target=self.target.currentData(), steps=self.steps.value(),
                       lr=self.lr.value(), optimizer=self.optimizer.currentData())

    def controls(self) -> Sequence[QWidget]:
        return self.target, self.steps, self.lr, self.optimizer, self.every


class DecodePage:
    """How many tokens are the prompt; in a mode that does not decode, the line says why."""

    def __init__(self) -> None:
        self.prompt = named(counted(QSpinBox(minimum=1, maximum=1), translate("AnimationControls", " token"),
                                    translate("AnimationControls", " tokens")), "Prompt")
        self.note = note()
        self.rows: list[Row] = [(translate("AnimationControls", "&Prompt"), self.prompt), (None, self.note)]

    def follow(self, session: Session) -> None:
        why = decode_unavailable(session)
        self.prompt.setMaximum(max(1, session.n - 1))
        self.prompt.setEnabled(not why and session.n > 1)
        self.note.setText(why or translate("AnimationControls", "The tokens after the prompt, decoded one at a time: "
                                                                "the K and V cache grows a row a step."))


class SweepPage:
    """What moves (a cell named as ``heads[0].w_q[2,3]``, or a setting), from where to where, how long."""

    def __init__(self, cell: str) -> None:
        self.kind = named(QComboBox(), "What moves")
        for kind, text in SWEEP_KINDS:
            self.kind.addItem(shown(text), kind)
        self.cell = named(QLineEdit(cell), "Cell")
        self.cell.setToolTip(translate("AnimationControls", "{example}, x[1,2], x_enc[1,1] or w_o[1,1]: a matrix as "
                                                            "the session file names it (heads counted from 0), its "
                                                            "row and column counted from 1 as on screen").format(
                                                                example=EXAMPLE))
        self.start = named(QDoubleSpinBox(decimals=3, minimum=-SWEEP_LIMIT, maximum=SWEEP_LIMIT), "From")
        self.end = named(QDoubleSpinBox(decimals=3, minimum=-SWEEP_LIMIT, maximum=SWEEP_LIMIT), "To")
        self.seconds = named(QDoubleSpinBox(decimals=1, minimum=0.5, maximum=60.0, value=4.0, singleStep=0.5,
                                            suffix=" s"), "Seconds")
        self.seconds.setToolTip(translate("AnimationControls", "How long the move from From to To takes"))
        self.rows: list[Row] = [(translate("AnimationControls", "What mo&ves"), self.kind),
                                (translate("AnimationControls", "Ce&ll"), self.cell),
                                (translate("AnimationControls", "F&rom"), self.start),
                                (translate("AnimationControls", "&To"), self.end),
                                (translate("AnimationControls", "&Seconds"), self.seconds)]
        self._session: Session | None = None
        self.kind.currentIndexChanged.connect(self._kind_changed)

    def follow(self, session: Session) -> None:
        """Offer what ``session`` can sweep: θ only with RoPE, a window not in cross mode."""
        first = self._session is None
        self._session = session
        model = self.kind.model()
        assert isinstance(model, QStandardItemModel)
        for row, (kind, text) in enumerate(SWEEP_KINDS):
            why = sweep_unavailable(kind, session)
            model.item(row).setEnabled(not why)
            model.item(row).setText(translate("AnimationControls", "{kind} ({why})").format(kind=shown(text), why=why)
                                    if why else shown(text))
        if sweep_unavailable(self.kind.currentData(), session):
            self.kind.setCurrentIndex(0)
        if first:
            self._kind_changed()

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.cell.setEnabled(kind == "cell")
        whole = kind == "window"
        for box in (self.start, self.end):
            box.setDecimals(0 if whole else 3)
        if self._session is not None:
            start, end = sweep_span(kind, self._session)
            self.start.setValue(start)
            self.end.setValue(end)

    def text(self) -> str:
        return sweep_text(self.kind.currentData(), self.cell.text(), self.start.value(), self.end.value())

    def controls(self) -> Sequence[QWidget]:
        return self.kind, self.cell, self.start, self.end, self.seconds


class CyclingPreview(QLabel):
    """The first shots, drawn small on the job runner, shown one after another on a timer."""

    #: A shot is on screen (the first of a new set of shots too).
    shown = Signal()

    def __init__(self, width: int, height: int) -> None:
        super().__init__(alignment=Qt.AlignmentFlag.AlignCenter)
        self.setFixedSize(width, height)
        self.setFrameShape(QLabel.Shape.StyledPanel)
        self.setWordWrap(True)
        self.setObjectName("animationPreview")
        named(self, QT_TRANSLATE_NOOP("AnimationControls", "Preview of the first frames"))
        self._shots: list[tuple[QPixmap, int]] = []
        self._index = 0
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._next)

    @property
    def box(self) -> tuple[int, int]:
        return self.width() - 2, self.height() - 2

    def show_shots(self, shots: Sequence[tuple[QImage, int]]) -> None:
        """Cycle ``shots`` ((image, ms), made off the UI thread) from the first."""
        self._shots = [(QPixmap.fromImage(image), ms) for image, ms in shots]
        self._index = -1
        self._next()

    def clear_shots(self, text: str = "") -> None:
        self._timer.stop()
        self._shots = []
        self.clear()
        self.setText(text)

    @property
    def count(self) -> int:
        return len(self._shots)

    def _next(self) -> None:
        if not self._shots:
            return
        self._index = (self._index + 1) % len(self._shots)
        pixmap, ms = self._shots[self._index]
        self.setPixmap(pixmap)
        self.shown.emit()
        if len(self._shots) > 1:
            self._timer.start(ms)

    def stop(self) -> None:
        self._timer.stop()


class FileRow(QWidget):
    """Where the animation goes: a name, and Browse… (a Save dialog whose filters are the formats).
    The name follows the animation chosen until the person types or browses one; the folder and
    the format start as the last written file's (QSettings group "animation")."""

    #: The path's text changed.
    changed = Signal()

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self._settings = QSettings()
        self._settings.beginGroup("animation")
        stored = self._settings.value("folder", "", str)
        self.folder = Path(stored) if stored and Path(stored).is_dir() else folder
        self.auto = True
        self.edit = named(QLineEdit(), "File")
        self.edit.setToolTip(translate("AnimationControls", "out.mp4, out.gif, or a name without a suffix: a new or "
                                                            "empty folder of PNG frames"))
        self.browse = QPushButton(translate("AnimationControls", "&Browse\u2026"))
        self.browse.setToolTip(translate("AnimationControls", "Choose an MP4 video, a GIF or a folder for PNG frames"))
        self.browse.setAutoDefault(False)  # Enter exports wherever the focus is; Space presses Browse…
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.browse)
        self.edit.textEdited.connect(lambda _text: setattr(self, "auto", False))
        self.edit.textChanged.connect(self.changed)
        self.browse.clicked.connect(self._browse)

    @property
    def path(self) -> Path:
        text = self.edit.text().strip()
        return Path(text).expanduser() if text else Path()

    def fmt(self, default: str = "mp4") -> str:
        """The format the name says (``default`` for a name that says none of them)."""
        try:
            return animation_format(self.edit.text().strip() or "x")
        except ExportError:
            return default

    def set_path(self, path: str | Path) -> None:
        """Write to ``path``: it no longer follows the animation chosen."""
        self.auto = False
        self.edit.setText(str(path))

    def follow(self, stem: str) -> None:
        """``stem`` (e.g. "attention-lecture") in the current folder and format, unless a name was chosen."""
        if not self.auto:
            return
        text = self.edit.text().strip()
        fmt = self.fmt() if text else self._settings.value("format", "mp4", str)
        folder = Path(text).parent if text else self.folder
        self.edit.setText(str(folder / (stem if fmt == "png" else f"{stem}.{fmt}")))

    def remember(self, written: AnimationFile) -> None:
        """The next dialog starts in this file's folder and format."""
        self._settings.setValue("format", written.fmt)
        self._settings.setValue("folder", str(written.path.parent))

    def _browse(self) -> None:
        chosen = next(shown(text) for f, text in FILTERS if f == self.fmt())
        name, chosen = QFileDialog.getSaveFileName(self, translate("AnimationControls", "Export animation to"),
                                                   self.edit.text(), ";;".join(shown(text) for _f, text in FILTERS),
                                                   chosen)
        if name:
            self.set_path(chosen_path(name, chosen))
