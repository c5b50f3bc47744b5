"""The Lines tab's overview of many lines is painted by a job on the runner, in short calls; few lines at once."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter

from explorer.app.jobs import JobRunner
from explorer.export.lines_figure import LINE_CHUNK, LinesPainter
from explorer.export.theme import theme as export_theme
from explorer.app.lines import LinesData, build_lines
from explorer.ui.lines import overview as lines_overview
from explorer.ui.lines.overview import paint_in_line, paint_overview
from explorer.ui.lines.canvas import MARGIN, LinesCanvas
from explorer.ui.window.theme import current_theme


def data_of(n: int, seed: int = 0) -> LinesData:
    x = np.random.default_rng(seed).normal(size=(n, n))
    w = np.exp(x) / np.exp(x).sum(axis=1, keepdims=True)
    return LinesData(tuple(f"t{i}" for i in range(n)), tuple(f"t{i}" for i in range(n)), (w,), (0,))


@pytest.fixture
def jobs(qapp):
    runner = JobRunner()
    yield runner
    runner.shutdown()


def shown_canvas(qtbot, jobs) -> LinesCanvas:
    canvas = LinesCanvas(jobs)
    qtbot.addWidget(canvas)
    canvas.resize(700, 500)
    canvas.show()
    qtbot.waitExposed(canvas)
    return canvas


def direct_overview(canvas: LinesCanvas) -> QImage:
    """The same overview painted here, on this thread, as an independent reference."""
    painter = LinesPainter(canvas.data, export_theme(current_theme()), canvas.width(), canvas.height(),
                           numbers=True, decimals=canvas.decimals, lines=canvas.lines, margin=MARGIN)
    return paint_overview(painter, canvas.devicePixelRatioF())


def test_many_lines_are_painted_off_the_ui_thread_and_shown_when_done(qtbot, jobs, monkeypatch):
    threads = []
    real = lines_overview.paint_overview
    monkeypatch.setattr(lines_overview, "paint_overview",
                        lambda *a: (threads.append(threading.current_thread().name), real(*a))[1])
    canvas = shown_canvas(qtbot, jobs)
    data = data_of(80)
    canvas.set_data(data, build_lines(data))
    assert not paint_in_line(len(canvas.lines))
    # Asked for at once, not at the next paint (which shows "Drawing the lines…" meanwhile).
    assert canvas.overview_pending and jobs.busy("lines overview")
    canvas.grab()
    qtbot.waitUntil(lambda: not canvas.overview_pending, timeout=30_000)
    assert len(threads) == 1 and threads[0].startswith("attention-jobs-") and threads[0].endswith(": lines overview")
    assert same_pixels(canvas._base.toImage(), direct_overview(canvas))  # pixel for pixel what painting it here gives


def test_a_newer_overview_replaces_one_still_being_painted(qtbot, jobs):
    canvas = shown_canvas(qtbot, jobs)
    shown = []
    canvas._overview.painted.connect(lambda key, _image: shown.append(key))
    first, second = data_of(80, seed=1), data_of(80, seed=2)
    canvas.set_data(first, build_lines(first))
    canvas.grab()
    canvas.set_data(second, build_lines(second))  # an edit before the first overview lands
    canvas.grab()
    # Latest only: once the second lands, the first was dropped (stale) or never started.
    qtbot.waitUntil(lambda: not canvas.overview_pending, timeout=30_000)
    assert jobs.wait("lines overview", 20)
    jobs.finish("lines overview")  # whatever else came back is delivered now: it must not show
    assert len(shown) == 1 and shown[0][0] == id(second)
    assert canvas.data is second and same_pixels(canvas._base.toImage(), direct_overview(canvas))


def test_an_overview_that_cannot_be_painted_says_why_once_and_nothing_waits(qtbot, jobs, monkeypatch):
    calls = []

    def too_big(painter, ratio):
        calls.append(ratio)
        raise MemoryError("the overview needs 2.0 GB; 0.5 GB is free")

    monkeypatch.setattr(lines_overview, "paint_overview", too_big)
    canvas = shown_canvas(qtbot, jobs)
    data = data_of(80)
    canvas.set_data(data, build_lines(data))
    canvas.grab()
    qtbot.waitUntil(lambda: not canvas.overview_pending, timeout=30_000)
    assert canvas._overview.failure == "the overview needs 2.0 GB; 0.5 GB is free"
    canvas.grab()  # painted again: the message, not a new attempt at every paint
    assert calls == [canvas.devicePixelRatioF()] and not jobs.busy() and canvas._base is None


def test_few_lines_are_painted_at_once(qtbot, jobs):
    canvas = shown_canvas(qtbot, jobs)
    data = data_of(6)
    canvas.set_data(data, build_lines(data))
    assert paint_in_line(len(canvas.lines))
    canvas.grab()
    assert not canvas.overview_pending and not jobs.busy() and same_pixels(canvas._base.toImage(), direct_overview(canvas))


def same_pixels(a: QImage, b: QImage) -> bool:
    """Pixel for pixel (a pixmap's image comes back opaque, in its own format)."""
    fmt = QImage.Format.Format_ARGB32
    return a.convertToFormat(fmt) == b.convertToFormat(fmt)


class CountingPainter(QPainter):
    def __init__(self, device):
        super().__init__(device)
        self.calls: list[int] = []

    def drawLines(self, lines):  # noqa: N802 - Qt's name
        self.calls.append(len(lines))
        super().drawLines(lines)


def test_lines_are_drawn_in_short_calls(qtbot):
    data = data_of(80)
    lines = build_lines(data)
    painter = LinesPainter(data, export_theme("light"), 700, 500, lines=lines)
    image = QImage(700, 500, QImage.Format.Format_ARGB32_Premultiplied)
    p = CountingPainter(image)
    painter.paint(p)
    p.end()
    assert sum(p.calls) == int((np.round(lines.alpha * 255) > 0).sum())  # every visible line, once
    assert max(p.calls) <= LINE_CHUNK


class ClipNotingPainter(QPainter):
    """Notes, at each drawLines call, the painter's clip: None, or its one rectangle."""

    def __init__(self, device):
        super().__init__(device)
        self.clips: list[QRectF | None] = []

    def drawLines(self, lines):  # noqa: N802 - Qt's name
        region = self.clipRegion()
        self.clips.append(self.clipBoundingRect() if self.hasClipping() and region.rectCount() == 1 else None)
        super().drawLines(lines)


def test_lines_on_an_image_are_drawn_under_a_rectangular_clip_and_a_vector_file_gets_none(qtbot, tmp_path):
    # Qt's raster engine draws a thin line's pixels directly only under a painter's own
    # rectangular clip; without one it blends each pixel through the device clip, 5–8× slower.
    from PySide6.QtSvg import QSvgGenerator

    data = data_of(80)
    painter = LinesPainter(data, export_theme("light"), 700, 500, lines=build_lines(data))
    image = QImage(700, 500, QImage.Format.Format_ARGB32_Premultiplied)
    p = ClipNotingPainter(image)
    painter.paint(p)
    assert not p.hasClipping()  # the figure's other parts are drawn as before
    p.end()
    assert p.clips and all(clip == QRectF(0, 0, 700, 500) for clip in p.clips)
    svg = QSvgGenerator()
    svg.setFileName(str(tmp_path / "lines.svg"))
    svg.setSize(QSize(700, 500))
    p = ClipNotingPainter(svg)
    painter.paint(p)
    p.end()
    assert p.clips and all(clip is None for clip in p.clips)  # no clip-path in the file


def test_the_widest_label_is_measured_once_for_both_threads(qtbot, monkeypatch):
    # The canvas's painter and the overview's, on its thread, both need it: 20 ms each at 4096 tokens.
    from explorer.export import painting
    from explorer.export.painting import font, widest_label

    measured = []
    real = painting.QFontMetricsF

    class Counting(real):
        def horizontalAdvance(self, text):  # noqa: N802 - Qt's name
            measured.append(text)
            return super().horizontalAdvance(text)

    monkeypatch.setattr(painting, "QFontMetricsF", Counting)
    labels = tuple(f"token {i}" for i in range(300)) * 2  # a query's label is its key's too
    results = []
    worker = threading.Thread(target=lambda: results.append(widest_label(font(14, bold=True), labels)))
    worker.start()
    worker.join()
    here = widest_label(font(14, bold=True), labels)
    assert results == [here] == [max(real(font(14, bold=True)).horizontalAdvance(t) for t in labels)]
    assert len(measured) == len(set(labels)) == 300  # each label once, on the first thread to ask


def test_a_long_sequences_labels_are_laid_out_on_the_worker_before_the_canvas_paints(qtbot, window, monkeypatch):
    # The canvas's painter measured 8192 labels on the UI thread when the tab was first raised at
    # 4096 tokens (25 ms); the job that chooses the lines lays them out first, on its thread.
    from explorer.app.jobs import pool as job_policy
    from explorer.core.edits import resize
    from explorer.export import lines_figure

    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)  # everything counts as large: chosen by a job
    long = resize(window.document.session, n=40, fill="random", seed=2)
    with qtbot.waitSignal(window.document.busy_changed, check_params_cb=lambda b: b is False, timeout=30_000):
        window.document.apply(long, "long")
    labels = tuple(long.tokens) * 2
    first: list[str] = []
    real = lines_figure.widest_label

    def widest(f, texts):
        if len(texts) == len(labels) and not first:
            first.append(threading.current_thread().name)
        return real(f, texts)

    monkeypatch.setattr(lines_figure, "widest_label", widest)
    window.tabs.setCurrentWidget(window.lines)
    canvas = window.lines.canvas
    qtbot.waitUntil(lambda: canvas.data is not None and canvas.painter is not None)
    assert first and first[0] != threading.main_thread().name
