"""File → Export Animation…: the lecture, a training run, a decode or a sweep as an MP4, a GIF or a
folder of PNG frames.

The dialog gathers choices (:class:`~explorer.ui.export.animation_plan.AnimationRequest`);
the animation and the file come from :mod:`explorer.export.animation`, the code
``attention-explorer animate`` runs. Everything slow runs on the window's job
runner: the preview (the plan, its first shots drawn small, the size estimated
from a sample) a moment after the last change, and the write, counted frame by
frame with Cancel. The window stays live meanwhile, and the dialog is not
modal: it follows the document's edits until Export.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QWidget

from explorer.animate_cli import DEFAULT_FPS, DEFAULT_GIF_FPS, DEFAULT_HOLD, byte_size
from explorer.app.document import Document, NotSettled
from explorer.app.jobs import Priority
from explorer.app.snapshot import Snapshot
from explorer.app.training_panel import TrainChoices
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.animation.encode import GIF_RATES
from explorer.export.animation.write import AnimationFile
from explorer.export.deck.page_types import ExtraPage
from explorer.export.options import FigureOptions
from explorer.ui.export import animation_plan as plans
from explorer.ui.export.animation_layout import build
from explorer.ui.export.purposes import ANIMATION_PREVIEW, WRITE_ANIMATION
from explorer.ui.window.background import Cancelled, settled

#: A change of a choice is previewed once the choices have been still this long (ms).
DEBOUNCE_MS = 250
#: The hold box's label, per animation: what it holds (English: translated where shown).
HOLD_OF = {"lecture": QT_TRANSLATE_NOOP("AnimationDialog", "&Hold each page"),
           "training": QT_TRANSLATE_NOOP("AnimationDialog", "&Hold start and end"),
           "decode": QT_TRANSLATE_NOOP("AnimationDialog", "&Hold each token"),
           "sweep": QT_TRANSLATE_NOOP("AnimationDialog", "&Hold the end")}


class AnimationDialog(QDialog):
    """Export an animation of the document's current state.

    ``look`` is the view's (colormap, decimals, numbers shown) in the window's
    theme; ``head`` and ``query`` the view's; ``cell`` what a sweep moves at first;
    ``train`` the Train panel's choices (None without one); ``extras(theme)`` the
    pages a lecture gains (a training run's). Deleted when closed.
    """

    #: The file written (an AnimationFile), just before the dialog closes.
    written = Signal(object)
    #: A write ended without a file: "cancelled" or "failed".
    write_ended = Signal(str)

    def __init__(self, document: Document, parent: QWidget | None, *, look: FigureOptions, head: int = 0,
                 query: int | None = None, cell: str = "", train: TrainChoices | None = None,
                 extras: Callable[[str], tuple[ExtraPage, ...]] = lambda _theme: ()) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(translate("AnimationDialog", "Export animation"))
        self.document, self.look, self.query, self.extras = document, look, query, extras
        self.snapshot: Snapshot = document.snapshot
        self.head = head if head < len(self.snapshot.session.heads) else 0
        #: The latest preview's frame count and estimated bytes (None until they landed).
        self.frames: int | None = None
        self.estimate: int | None = None
        self._refused = ""  # what the choices or the plan of them were refused for (Export is off)
        self._writing = False
        self._fps_is_auto: bool | None = True  # 30, or 25 for a GIF, until the person sets a rate
        self._holds: dict[str, float] = dict(DEFAULT_HOLD)
        self._debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._debounce.timeout.connect(self.refresh)
        build(self, cell or plans.sweep_cell(self.snapshot.session, self.head, None, None), train)
        self._follow_session()
        self.file.follow(self._stem())
        self._format_changed()
        self._what_changed()
        self._connect()
        document.changed.connect(self._document_changed)
        self.refresh()

    # -- building (the widgets and their layout: animation_layout.build) -------------
    def _connect(self) -> None:
        for signal in (self.what.currentIndexChanged, self.size_box.currentIndexChanged, self.fps.valueChanged,
                       self.hold.valueChanged, self.theme.currentIndexChanged, self.file.changed,
                       self.training_page.target.currentIndexChanged, self.training_page.steps.valueChanged,
                       self.training_page.lr.valueChanged, self.training_page.optimizer.currentIndexChanged,
                       self.training_page.every.valueChanged, self.decode_page.prompt.valueChanged,
                       self.sweep_page.kind.currentIndexChanged, self.sweep_page.cell.textChanged,
                       self.sweep_page.start.valueChanged, self.sweep_page.end.valueChanged,
                       self.sweep_page.seconds.valueChanged):
            signal.connect(self._changed)
        self.what.currentIndexChanged.connect(self._what_changed)
        self.file.changed.connect(self._format_changed)
        self.fps.valueChanged.connect(self._fps_set)
        self.hold.valueChanged.connect(lambda value: self._holds.__setitem__(self.what_name, value))
        self.export_button.clicked.connect(self.export_now)
        self.close_button.clicked.connect(self.reject)

    # -- state -------------------------------------------------------------------
    @property
    def what_name(self) -> str:
        return str(self.what.currentData())

    @property
    def writing(self) -> bool:
        """True while the file is written (until the runner is shut down: nothing will land then)."""
        return self._writing and not self.document.jobs.closed

    def request(self, snapshot: Snapshot | None = None) -> plans.AnimationRequest:
        """What the controls ask for, of ``snapshot`` (the latest published one by default)."""
        snapshot = snapshot or self.snapshot
        theme = str(self.theme.currentData())
        options = replace(self.look, theme=theme)
        compute = self.document.options
        return plans.AnimationRequest(
            what=self.what_name, snapshot=snapshot, head=self.head, options=options, fps=self.fps.value(),
            hold=self.hold.value(), size=self.size_box.currentData(), path=self.file.path,
            query=self.query, extras=self.extras(theme) if self.what_name == "lecture" else (),
            training=self.training_page.choices(), every=self.training_page.every.value(),
            prompt=self.decode_page.prompt.value(), sweep=self.sweep_page.text(),
            seconds=self.sweep_page.seconds.value(), scaling=compute.scale, temperature=compute.temperature,
            dtype=snapshot.trace.dtype.name, backend=self.document.backend)

    def set_path(self, path: str | Path) -> None:
        """Write to ``path`` (what Browse… or a test chooses): it no longer follows the choices."""
        self.file.set_path(path)

    # -- following the choices -----------------------------------------------------
    def _changed(self) -> None:
        if not self.writing:
            self._debounce.start()

    def _what_changed(self) -> None:
        what = self.what_name
        for name, rows in self.page_rows.items():
            for row in rows:
                self.form.setRowVisible(row, name == what)
        self.hold_label.setText(translate("AnimationDialog", HOLD_OF[what]))
        self.hold.blockSignals(True)
        self.hold.setValue(self._holds[what])
        self.hold.blockSignals(False)
        self.file.follow(self._stem())

    def _stem(self) -> str:
        return f"{self.document.path.stem if self.document.path else 'attention'}-{self.what_name}"

    def _format_changed(self) -> None:
        """A GIF's rate is one of its own (25 unless set); other files go back to 30 unless set."""
        gif = self.file.fmt() == "gif"
        self.fps.rates = GIF_RATES if gif else ()
        self.fps.setToolTip(translate("AnimationDialog", "A GIF's rate is one of {rates}").format(
            rates=", ".join(map(str, GIF_RATES))) if gif else translate("AnimationDialog", "1 to 60"))
        if self._fps_is_auto:
            self._fps_is_auto = None  # set here, not by the person (see _fps_set)
            self.fps.setValue(DEFAULT_GIF_FPS if gif else DEFAULT_FPS)
            self._fps_is_auto = True

    def _fps_set(self, _value: int) -> None:
        if self._fps_is_auto is not None:
            self._fps_is_auto = False

    def _follow_session(self) -> None:
        session = self.snapshot.session
        self.head = self.head if self.head < len(session.heads) else 0
        self.lecture_page.describe(self.head, self.document.options.scale, self.document.options.temperature)
        self.decode_page.follow(session)
        self.sweep_page.follow(session)

    def _document_changed(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self._follow_session()
        self._changed()

    # -- the preview -------------------------------------------------------------------
    def refresh(self) -> None:
        """Preview the current choices: refused at once when they say something wrong, else
        planned, drawn and measured on the job runner (the last preview stays until then)."""
        self._debounce.stop()
        jobs = self.document.jobs
        request = self.request()
        why = self._refused = plans.refusal(request)
        self.frames = self.estimate = None
        self._say(why, error=bool(why))
        self._update_export()
        if why:
            jobs.cancel(ANIMATION_PREVIEW)
            self.length.setText("")
            self.preview.clear_shots(translate("AnimationDialog", "No preview until the line below is put right"))
            return
        self.length.setText(translate("AnimationDialog", "Measuring\u2026"))
        box = self.preview.box
        jobs.submit(ANIMATION_PREVIEW, lambda job: plans.preview(request, box, job), priority=Priority.VISIBLE,
                    progress=self._previewed, done=self._previewed, failed=self._preview_failed)

    def _previewed(self, found: plans.Preview) -> None:
        self.frames, self.estimate = found.frames, found.estimate
        about = (translate("AnimationDialog", "about {size}").format(size=byte_size(found.estimate))
                 if found.estimate is not None else translate("AnimationDialog", "measuring the size\u2026"))
        self.length.setText(translate("AnimationDialog", "{seconds:.1f} s \u00b7 {frames} frames \u00b7 {width} "
                                                         "\u00d7 {height} \u00b7 {about}").format(
            seconds=found.seconds, frames=found.frames, width=found.width, height=found.height, about=about))
        if found.images and found.estimate is None:  # shown once: the estimate brings the same images again
            self.preview.show_shots(found.images)

    def _preview_failed(self, message: str) -> None:
        self._refused = message
        self.length.setText("")
        self.preview.clear_shots(translate("AnimationDialog", "No preview: the animation cannot be made as it is"))
        self._say(message, error=True)
        self._update_export()

    def _update_export(self) -> None:
        # A failed write leaves it on: the same choices may well work again (a disk with room now).
        self.export_button.setEnabled(not self.writing and not self._refused)

    # -- writing ---------------------------------------------------------------------
    def export_now(self) -> bool:
        """Write the animation of the current state on the job runner; True when it started.
        The dialog closes once the file is written; a refusal, a failure or Cancel is said here."""
        if self.writing or not self.export_button.isEnabled():
            return False
        try:
            snapshot = settled(self.document, self)
        except Cancelled:
            self._say(translate("AnimationDialog", "Cancelled: nothing was written."))
            return False
        except NotSettled as err:
            self._say(str(err), error=True)
            return False
        request = self.request(snapshot)
        if plans.refusal(request):  # the document changed since the last preview: say what now
            self.refresh()
            return False
        request = replace(request, path=request.path.absolute())
        existed = request.path.exists()
        self._set_writing(True)
        self.progress.setRange(0, self.frames or 0)
        self.progress.setValue(0)
        self.progress.setFormat(translate("AnimationDialog", "Planning\u2026"))
        name = request.path.name
        self._say(translate("AnimationDialog", "Writing {name}\u2026").format(name=name))
        if existed:
            failed = translate("AnimationDialog", "Nothing was written ({name} is as it was): {error}")
            cancelled = translate("AnimationDialog", "Cancelled: nothing was written; {name} is as it was.").format(
                name=name)
        else:
            failed = translate("AnimationDialog", "Nothing was written: {error}")
            cancelled = translate("AnimationDialog", "Cancelled: nothing was written.")
        self.document.jobs.submit(
            WRITE_ANIMATION, lambda job: plans.write(request, job), priority=Priority.WAITED,
            progress=self._wrote_frame, done=self._written,
            failed=lambda message: self._write_stopped("failed", failed.format(name=name, error=message)),
            cancelled=lambda: self._write_stopped("cancelled", cancelled))
        return True

    def _wrote_frame(self, report: tuple[int, int, str]) -> None:
        done, total, caption = report
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        # QProgressBar's format reads %v, %m and %p: a caption's own % must stay a character.
        self.progress.setFormat(translate("AnimationDialog", "frame {done} of {total} \u2014 {caption}").format(
            done=done, total=total, caption=caption).replace("%", "%%"))

    def _written(self, written: AnimationFile) -> None:
        self._set_writing(False)
        self.file.remember(written)
        self.written.emit(written)
        self.accept()

    def _write_stopped(self, how: str, text: str) -> None:
        self._set_writing(False)
        self._say(text, error=how == "failed")
        self.write_ended.emit(how)

    def _set_writing(self, writing: bool) -> None:
        self._writing = writing
        self.progress.setVisible(writing)
        # The choices stay as they were written with; Cancel is the one way out meanwhile.
        self.controls.setEnabled(not writing)
        self.close_button.setText(translate("AnimationDialog", "Cancel") if writing
                                  else translate("AnimationDialog", "Close"))
        self.close_button.setToolTip(translate("AnimationDialog", "Stop writing: the file that was there stays as it "
                                                                  "was") if writing else "")
        self._update_export()

    # -- closing -----------------------------------------------------------------------
    def reject(self) -> None:
        """Escape or Close; while writing, Cancel: the write stops and the dialog stays to say so."""
        if self.writing:
            self.document.jobs.cancel(WRITE_ANIMATION)  # cancelled() then says so
            return
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self.writing:  # the window's close button half-way: only Cancel stops a write
            self._say(translate("AnimationDialog", "Writing\u2026 press Cancel to stop it first."))
            event.ignore()
            return
        super().closeEvent(event)

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        if self.writing:
            return
        try:  # PySide does not always drop a Python slot's connection with its receiver
            self.document.changed.disconnect(self._document_changed)
        except (RuntimeError, TypeError):
            pass
        self._debounce.stop()
        self.preview.stop()
        self.document.jobs.cancel(ANIMATION_PREVIEW)
        super().done(result)

    # -- helpers -----------------------------------------------------------------------
    def _say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setProperty("error", error)
        self.status.setStyleSheet("color: #c0392b;" if error else "")
