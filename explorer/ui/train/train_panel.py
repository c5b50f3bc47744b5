"""Steps → Train…: gradient descent on the session's weights toward a target, live.

The run steps in the window's job runner (:mod:`explorer.app.training_run`);
its progress arrives about 30 times a second and is applied to the document as
ONE undo step for the whole run (merged commands), so every view follows the
weights as they move, and Ctrl+Z goes back to before the run. An edit by hand
(or an undo) while it runs stops it: the run would otherwise overwrite what the
person did. The checks of what trains and the ∂L/∂ maps follow the session's arrays
(:mod:`explorer.ui.train.train_arrays`).
"""

from __future__ import annotations

from typing import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel,
                               QPlainTextEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from explorer.core.io.embeddings import parse_embeddings_text
from explorer.core.session import SessionError
from explorer.core.wording import translate
from explorer.app.training_panel import (STARTS, TARGETS, TrainChoices, config_for, default_trained, objective_for,
                                           status_text, target_matrix)
from explorer.app.document import Document, MergeId
from explorer.app.training_run import OPTIMIZERS, Progress, TrainingError, TrainingRun
from explorer.ui.window.flow_layout import FlowLayout
from explorer.ui.window.page_wheel import scroll_page
from explorer.ui.train.train_arrays import TIE_TIP, TrainArrays, small_heatmap
from explorer.ui.train.train_export import TrainExport
from explorer.ui.window import accessible
from explorer.app.view_state import ViewState


class LossPlot(pg.PlotWidget):
    """The loss curve: the wheel over it scrolls the panel (pyqtgraph's plot zoomed on it)."""

    def wheelEvent(self, event) -> None:  # noqa: N802 - Qt's name
        scroll_page(self, event)


class TrainPanel(TrainArrays, TrainExport, QWidget):
    """The Train dock's contents."""

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None,
                 show_gradients: Callable[[dict[str, np.ndarray]], None] | None = None):
        """``show_gradients`` receives ∂L/∂W by matrix id after each step ({} to clear):
        the window tints the editors with it."""
        super().__init__(parent)
        self._show_editor_gradients = show_gradients or (lambda _grads: None)
        self._document = document
        self._view = view
        self._run: TrainingRun | None = None
        self._applied = None  # the session the run last applied (to notice edits by hand)
        self._keys: list[int | None] = []
        self._pasted: np.ndarray | None = None
        self._objective = None
        self._last = None  # (start, latest progress, target text, head) of the last run: what Export draws
        self._build()
        document.session_changed.connect(self._on_session_changed)
        view.head_changed.connect(lambda _h: self._show_target())
        self._show_target()

    # -- building ----------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        form = QFormLayout()
        # The dock is ~330 px wide, at 150 % zoom too: a row too wide for it puts its
        # field under its label, rather than widening the panel past the dock (cut off).
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.target_combo = accessible.name(QComboBox(), translate("TrainPanel", "Target"),
                                            tip=translate("TrainPanel", "What the weights are trained towards"))
        for name, text, tip in TARGETS:  # training_panel's table, translated in its context
            self.target_combo.addItem(translate("TrainingPanel", text), name)
            self.target_combo.setItemData(self.target_combo.count() - 1, translate("TrainingPanel", tip),
                                          Qt.ItemDataRole.ToolTipRole)
        self.target_combo.currentIndexChanged.connect(self._on_target_choice)
        self.paste_button = QPushButton(translate("TrainPanel", "Paste target"))
        self.paste_button.setToolTip(translate("TrainPanel", "Read the target matrix from the clipboard (CSV, tab- or "
                                               "space-separated)"))
        self.paste_button.clicked.connect(self.paste_target)
        row = QHBoxLayout()
        row.addWidget(self.target_combo, 1)
        row.addWidget(self.paste_button)
        form.addRow(translate("TrainPanel", "Target"), row)
        self._build_train_checks(form)
        self.optimizer_combo = accessible.name(QComboBox(), translate("TrainPanel", "Optimizer"),
                                               tip=translate("TrainPanel", "How each step moves the weights: plain "
                                                             "gradient descent or Adam"))
        self.optimizer_combo.addItems([translate("TrainPanel", "gradient descent") if o == "sgd" else "Adam"
                                       for o in OPTIMIZERS])
        form.addRow(translate("TrainPanel", "Optimizer"), self.optimizer_combo)
        self.lr_spin = QDoubleSpinBox(decimals=4, minimum=0.0001, maximum=10.0, singleStep=0.05, value=0.3,
                                      toolTip=translate("TrainPanel", "The learning rate η: how far each step moves "
                                                        "the weights"))
        form.addRow(translate("TrainPanel", "Rate η"), self.lr_spin)
        self.steps_spin = QSpinBox(minimum=1, maximum=100000, value=300,
                                   toolTip=translate("TrainPanel", "How many steps Train takes"))
        form.addRow(translate("TrainPanel", "Steps"), self.steps_spin)
        self.start_combo = accessible.name(QComboBox(), translate("TrainPanel", "Start from"),
                                           tip=translate("TrainPanel", "The weights the run starts from"))
        for name, text in STARTS:
            self.start_combo.addItem(translate("TrainingPanel", text), name)  # training_panel's table, its context
        form.addRow(translate("TrainPanel", "Start from"), self.start_combo)
        self.seed_spin = QSpinBox(minimum=0, maximum=2**31 - 1)
        self.seed_spin.setToolTip(translate("TrainPanel", "The seed of the random start: the same seed, the same run"))
        form.addRow(translate("TrainPanel", "Seed"), self.seed_spin)
        self.tie_check = QCheckBox(translate("TrainPanel", "Tie W_K to W_Q"))
        self.tie_check.setToolTip(translate("TrainArrays", TIE_TIP))  # train_arrays' text, its context
        form.addRow("", self.tie_check)
        for combo in (self.target_combo, self.optimizer_combo, self.start_combo):
            # Long item texts must not widen the dock: the combo shows what fits.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        layout.addLayout(form)

        buttons = FlowLayout(spacing=6)  # wraps at 150 % zoom rather than cutting "Export…" off
        self.step_button = QPushButton(translate("TrainPanel", "Step"))
        self.step_button.setToolTip(translate("TrainPanel", "One step of gradient descent"))
        self.step_button.clicked.connect(lambda: self.train(1))
        self.play_button = QPushButton(translate("TrainPanel", "Train"))
        self.play_button.setToolTip(translate("TrainPanel", "Take the remaining steps, live"))
        self.play_button.clicked.connect(self.play_or_stop)
        self.new_button = QPushButton(translate("TrainPanel", "New run"))
        self.new_button.setToolTip(translate("TrainPanel", "Forget this run's progress: the next Step or Train starts "
                                             "from the current weights"))
        self.new_button.clicked.connect(self.new_run)
        self.export_button = QPushButton(translate("TrainPanel", "Export…"))
        self.export_button.setToolTip(translate("TrainPanel", "The loss curve and the weights before and after, as "
                                                "PNG, SVG or PDF"))
        self.export_button.clicked.connect(self.export_dialog)
        self.export_button.setEnabled(False)
        for button in (self.step_button, self.play_button, self.new_button, self.export_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.status = QLabel(translate("TrainPanel", "Choose a target, then Step or Train. The whole run is one "
                                       "undo step."))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

        self.loss_plot = accessible.name(LossPlot(), translate("TrainPanel", "Loss curve"),
                                         translate("TrainPanel", "The loss L at each step of the training run."))
        self.loss_plot.setBackground(None)
        self.loss_plot.setMinimumHeight(150)
        self.loss_plot.setMinimumWidth(200)
        self.loss_plot.setMaximumHeight(230)
        self.loss_plot.setLabel("bottom", translate("TrainPanel", "step"))
        self.loss_plot.setLabel("left", translate("TrainPanel", "loss L"))
        self.loss_plot.showGrid(x=True, y=True, alpha=0.2)
        self.loss_curve = self.loss_plot.plot([], [], pen=pg.mkPen("#1f77b4", width=2))
        # Not a plot to zoom: the wheel scrolls the panel, a drag does not move the curve away.
        self.loss_plot.setMouseEnabled(x=False, y=False)
        self.loss_plot.setMenuEnabled(False)
        layout.addWidget(self.loss_plot)

        pictures = QGridLayout()
        self.target_map = accessible.name(small_heatmap(220), translate("TrainPanel", "Target T"),
                                          translate("TrainPanel", "The target weights, 0 … 1; with a key per query, "
                                                    "click a cell to pick it."))
        self.target_map.cell_clicked.connect(self._target_clicked)
        target_title = QLabel(translate("TrainPanel", "Target T (0 … 1, like the weights)"))
        target_title.setWordWrap(True)
        pictures.addWidget(target_title, 0, 0, 1, 2)
        pictures.addWidget(self.target_map, 1, 0, 1, 2)
        self._build_gradient_maps(pictures)
        layout.addLayout(pictures)
        # Arithmetic lines are long: they scroll inside the box instead of widening the dock.
        self.explanation = accessible.name(QPlainTextEdit(), translate("TrainPanel", "Gradient explanation"),
                                           translate("TrainPanel", "How the clicked gradient cell is computed."))
        self.explanation.setReadOnly(True)
        self.explanation.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.explanation.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.explanation.setPlaceholderText(translate("TrainPanel", "Click a cell of a gradient to see how it is "
                                                      "computed."))
        self.explanation.setMinimumHeight(120)
        layout.addWidget(self.explanation)
        layout.addStretch(1)
        self._follow_session()
        self._on_target_choice()

    # -- choices -----------------------------------------------------------------
    def choices(self) -> TrainChoices:
        return TrainChoices(
            target=self.target_combo.currentData(), head=self._view.head, keys=tuple(self._keys),
            pasted=self._pasted, train=tuple(n for n, c in self.train_checks.items() if c.isChecked()),
            optimizer=OPTIMIZERS[self.optimizer_combo.currentIndex()], lr=self.lr_spin.value(),
            steps=self.steps_spin.value(), start=self.start_combo.currentData(), seed=self.seed_spin.value(),
            tie=self.tie_check.isChecked())

    def _on_target_choice(self) -> None:
        target = self.target_combo.currentData()
        defaults = default_trained(target, self._document.session)
        for name, check in self.train_checks.items():
            check.setChecked(name in defaults)
        self.paste_button.setEnabled(target in ("pasted", "output"))
        self.new_run()
        self._show_target()

    def _show_target(self) -> None:
        session = self._document.session
        if len(self._keys) != session.n:
            self._keys = [max(i - 1, 0) for i in range(session.n)]  # "keys" starts as "previous"
        try:
            target = target_matrix(self.choices(), session)
        except SessionError:
            target = None
        if target is None or target.shape != (session.n, session.m):
            self.target_map.set_matrix(np.zeros((session.n, session.m)), self._row_labels(), self._col_labels(),
                                       probability=True)
            return
        self.target_map.set_matrix(target, self._row_labels(), self._col_labels(), probability=True)

    def _row_labels(self) -> tuple[str, ...]:
        return tuple(self._document.session.tokens)

    def _col_labels(self) -> tuple[str, ...]:
        return tuple(self._document.session.key_tokens)

    def _target_clicked(self, i: int, j: int) -> None:
        if self.target_combo.currentData() != "keys":
            self.status.setText(translate("TrainPanel", "Choose “A key per query” to pick the target's cells by "
                                          "clicking."))
            return
        self._keys[i] = None if self._keys[i] == j else j  # a second click leaves the row without a target
        self.new_run()
        self._show_target()

    def paste_target(self) -> None:
        """Read a target from the clipboard; a bad one is refused with a message, the old one kept."""
        text = QGuiApplication.clipboard().text()
        try:
            _labels, matrix = parse_embeddings_text(text, name=translate("TrainPanel", "pasted target"))
        except (SessionError, ValueError) as err:
            self.status.setText(translate("TrainPanel", "Refused: {reason}").format(reason=err))
            return
        self._pasted = matrix
        self.new_run()
        self._show_target()
        self.status.setText(translate("TrainPanel", "Pasted a {rows} × {columns} target.").format(
            rows=matrix.shape[0], columns=matrix.shape[1]))

    # -- running -----------------------------------------------------------------
    @property
    def running(self) -> bool:
        """Whether a run is taking steps (until its end has been shown)."""
        return self._run is not None and self._run.running

    def new_run(self) -> None:
        """Forget the current run (its weights stay in the document and its undo step)."""
        if self._run is not None:
            self._run.stop()  # what it still brings is dropped: it is no longer self._run
        self._run = None
        self._set_running(False)

    def _start(self) -> bool:
        choices = self.choices()
        session = self._document.session
        try:
            objective = objective_for(choices, session)
            options = self._document.options
            config = config_for(choices, options.scale, options.temperature)
        except (SessionError, TrainingError) as err:
            self.status.setText(translate("TrainPanel", "Cannot train: {reason}").format(reason=err))
            return False
        self._objective = objective
        # The trainer is built by the run's first job (a forward and a backward pass).
        self._run = TrainingRun(self._document.jobs, session, objective, config, self._document.backend)
        self._applied = None
        return True

    def train(self, count: int | None = None) -> None:
        """Take ``count`` steps (None: up to the Steps box) in the job runner."""
        if self.running:
            return
        if self._run is None and not self._start():
            return
        run = self._run
        assert run is not None
        remaining = self.steps_spin.value() - run.step
        count = remaining if count is None else count
        if count <= 0:
            self.status.setText(translate("TrainPanel", "All {steps} steps are done: raise Steps, or start a New run.")
                                .format(steps=self.steps_spin.value()))
            return
        self._set_running(True)
        run.take(count, lambda progress: self._progress(run, progress),
                 lambda progress, failure: self._ended(run, progress, failure))

    def play_or_stop(self) -> None:
        if self.running:
            self.stop()
        else:
            self.train()

    def stop(self) -> None:
        """Stop after the running step; what was reached stays (it arrives with the run's end)."""
        if self._run is not None:
            self._run.stop()

    def _set_running(self, running: bool) -> None:
        self.play_button.setText(translate("TrainPanel", "Stop") if running else translate("TrainPanel", "Train"))
        self.step_button.setEnabled(not running)
        for widget in (self.target_combo, self.optimizer_combo, self.lr_spin, self.start_combo, self.seed_spin,
                       *self.train_checks.values()):
            widget.setEnabled(not running)
        self._update_tie()

    def _progress(self, run: TrainingRun, progress: Progress) -> None:
        if run is self._run:  # a forgotten run's steps are not applied
            self._apply(run, progress)

    def _ended(self, run: TrainingRun, progress: Progress | None, failure: str) -> None:
        if run is not self._run:
            return
        self._set_running(False)
        if progress is not None:
            self._apply(run, progress)
        if failure:
            # Built or not, this run is over: the next Step or Train starts from the weights shown.
            self._run = None
            self.status.setText(translate("TrainPanel", "Stopped at step {step}: the run failed: {reason}").format(
                step=run.step, reason=failure) if run.latest is not None
                else translate("TrainPanel", "Cannot train: {reason}").format(reason=failure))
        elif progress is not None and progress.error:
            self.status.setText(translate("TrainPanel", "Stopped at step {step}: {reason}").format(
                step=progress.step, reason=progress.error))

    def _apply(self, run: TrainingRun, progress: Progress) -> None:
        self._applied = progress.session
        try:
            self._document.apply(progress.session, translate("TrainPanel", "Train toward “{target}”").format(
                target=self.target_combo.currentText()), MergeId.TRAINING, run.number)
        except SessionError as err:  # a rule of the document (an exercise's locked cells): the run stops
            self.new_run()
            return self.status.setText(translate("TrainPanel", "Stopped: {reason}").format(reason=err))
        if progress.step > 0:
            # Kept past New run or an edit: the last run stays exportable.
            choices = self.choices()
            self._last = (progress.start, progress, self.target_combo.currentText(), self._view.head,
                          choices.train, choices.optimizer)
            self.export_button.setEnabled(True)
        steps = np.arange(len(progress.losses))
        self.loss_curve.setData(steps, np.asarray(progress.losses))
        self.status.setText(status_text(progress.step, self.steps_spin.value(), progress.losses[-1],
                                        progress.reached))
        self._show_gradients(progress)

    def _on_session_changed(self) -> None:
        session = self._document.session
        if session is not self._applied and self._applied is not None:
            self._applied = None
            self._show_editor_gradients({})  # the tints were ∂L/∂ weights that are gone
        if self._run is not None and session is not self._applied:
            running = self._run.running
            self.new_run()
            if running:
                self.status.setText(translate("TrainPanel", "Stopped: the session was changed by hand (the run "
                                              "would have overwritten it)."))
        self._follow_session()
        self._show_target()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.new_run()
        super().closeEvent(event)
