"""What an animation shows: shots of finished figures, each held and cross-faded in.

An :class:`Animation` is a plan, not pixels: its shots are made one at a time
when asked for (:attr:`Animation.shots`), each a figure (the same objects the
PNG, SVG and PDF exports paint) held for some frames after a cross-fade from
the shot before. :class:`Framer` paints a figure into a frame of the video's
size, every figure of an animation at one zoom (a decode's growing cache does
not jump in size from frame to frame), and :func:`frames` streams the frames:
each shot is painted once, a held frame is the same array again, so memory
stays flat in the length of the animation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
from PySide6.QtGui import QColor, QImage, QPainter

from explorer.export.render import Figure, ensure_gui, image_pixels, painting

#: The size of a video when none is asked for, and the sizes offered.
DEFAULT_SIZE = (1280, 720)
SIZES = ((1280, 720), (1920, 1080))
#: The largest frame side: a 4K frame is 25 MB of pixels per held array.
MAX_SIDE = 3840


@dataclass(frozen=True)
class Shot:
    """One figure on screen: ``fade`` frames cross-fading in from the shot before (none for the
    first), then ``hold`` frames of it as it is. ``caption`` says what it shows (progress)."""

    figure: Figure
    hold: int
    fade: int = 0
    caption: str = ""

    @property
    def frames(self) -> int:
        return self.fade + self.hold


@dataclass(frozen=True)
class Animation:
    """A whole animation, planned: what it is, how many frames at ``fps``, the logical size
    every figure fits in (``extent``: the largest figure's), and its shots, made when asked."""

    what: str
    title: str
    fps: int
    frame_count: int
    extent: tuple[float, float]
    background: str
    make_shots: Callable[[], Iterator[Shot]]
    #: The figure frame ``f`` shows, made alone (None: the shots must be made in order, as a
    #: training run's are). A GIF's palette samples a few frames through it.
    figure_at: Callable[[int], Figure] | None = None

    @property
    def seconds(self) -> float:
        return self.frame_count / self.fps

    def shots(self) -> Iterator[Shot]:
        """The shots in order, each made as it is reached (a training run trains as it goes)."""
        return self.make_shots()


def hold_frames(seconds: float, fps: int) -> int:
    """How many frames show something for ``seconds`` (at least one)."""
    return max(1, round(seconds * fps))


def even(value: float) -> int:
    """``value`` rounded up to an even whole number (H.264's yuv420p halves both sides)."""
    whole = int(np.ceil(value - 1e-9))
    return whole + (whole % 2)


def frame_size(animation: Animation, size: tuple[int, int] | str | None) -> tuple[int, int]:
    """The video's pixel size: ``size`` (width, height), "own" for the figures' own size
    (made even), or None for :data:`DEFAULT_SIZE`."""
    if size is None:
        return DEFAULT_SIZE
    if size == "own":
        w, h = animation.extent
        return even(w), even(h)
    w, h = size  # type: ignore[misc]
    return int(w), int(h)


class Framer:
    """Paints figures into frames of ``width`` × ``height`` pixels: every figure at the zoom
    that fits ``extent`` (the animation's largest figure), centred across, top at one place."""

    def __init__(self, width: int, height: int, extent: tuple[float, float], background: str):
        ensure_gui()
        self.width, self.height = width, height
        ew, eh = extent
        self.zoom = min(width / max(ew, 1.0), height / max(eh, 1.0))
        self.top = (height - eh * self.zoom) / 2
        self.background = QColor(background)

    def image(self, figure: Figure) -> QImage:
        """``figure`` in a frame, as an RGB32 image."""
        image = QImage(self.width, self.height, QImage.Format.Format_RGB32)
        image.fill(self.background)
        with painting(image) as p:
            self.paint(p, figure)
        return image

    def paint(self, p: QPainter, figure: Figure) -> None:
        """``figure`` where :meth:`image` puts it, on any painter the frame's size (an SVG frame's too)."""
        # A figure larger than the extent (a longer title than the last frame's) still fits.
        zoom = min(self.zoom, self.width / max(figure.width, 1.0), self.height / max(figure.height, 1.0))
        p.save()
        p.translate((self.width - figure.width * zoom) / 2, self.top)
        p.scale(zoom, zoom)
        # No clip: figures paint within their bounds, and a clip changes how Qt rasterises
        # translucent paths (a frame would then differ from the figure's PNG export).
        figure.paint(p)
        p.restore()

    def pixels(self, figure: Figure) -> np.ndarray:
        """``figure`` in a frame as height × width × 3 RGB bytes (a copy: the image may go)."""
        image = self.image(figure)
        words = image_pixels(image)
        rgb = np.empty((self.height, self.width, 3), dtype=np.uint8)
        rgb[..., 0] = (words >> 16) & 0xFF
        rgb[..., 1] = (words >> 8) & 0xFF
        rgb[..., 2] = words & 0xFF
        return rgb


def blend(a: np.ndarray, b: np.ndarray, t: float) -> np.ndarray:
    """(1 − t)·a + t·b, rounded: one frame of a cross-fade."""
    mixed = a.astype(np.float32) * (1.0 - t) + b.astype(np.float32) * t
    return np.rint(mixed).astype(np.uint8)


#: Every pair of bytes (first, second), for :func:`fades`' tables.
_FIRST, _SECOND = (side.astype(np.uint8).ravel() for side in np.indices((256, 256)))


def fades(a: np.ndarray, b: np.ndarray, count: int) -> Iterator[np.ndarray]:
    """The ``count`` frames of a cross-fade from ``a`` to ``b`` (uint8), each exactly
    :func:`blend`'s at t = k / (count + 1). Faster than blending every byte: a byte the two
    pictures share stays as it is (two pages share most of their background), and the others
    are looked up in :func:`blend`'s table of the 256 × 256 byte pairs."""
    changed = np.flatnonzero(a != b)
    pairs = (a.ravel()[changed].astype(np.intp) << 8) | b.ravel()[changed]
    for k in range(1, count + 1):
        table = blend(_FIRST, _SECOND, k / (count + 1))
        frame = a.copy()
        frame.ravel()[changed] = table[pairs]
        yield frame


def frames(animation: Animation, framer: Framer) -> Iterator[tuple[np.ndarray, Shot]]:
    """Every frame of ``animation`` in order, with the shot it belongs to. A held frame is the
    same array again (never written to): only the shot on screen and the one before are kept."""
    previous: np.ndarray | None = None
    for shot in animation.shots():
        current = framer.pixels(shot.figure)
        if previous is not None:
            for faded in fades(previous, current, shot.fade):
                yield faded, shot
        current.flags.writeable = False
        for _ in range(shot.hold):
            yield current, shot
        previous = current


class FadeFigure:
    """The vector form of one cross-fade frame: ``before`` painted, then ``after`` over it at
    opacity ``t`` (an opaque figure over another gives (1 − t)·before + t·after)."""

    def __init__(self, before: Figure, after: Figure, t: float):
        self.before, self.after, self.t = before, after, t
        self.width, self.height = after.width, after.height

    def paint(self, p: QPainter) -> None:
        self.before.paint(p)
        p.save()
        p.setOpacity(self.t)
        self.after.paint(p)
        p.restore()


def figures(animation: Animation) -> Iterator[tuple[Figure, Shot]]:
    """Every frame as a figure (for a folder of SVG frames): fades as :class:`FadeFigure`."""
    previous: Figure | None = None
    for shot in animation.shots():
        if previous is not None:
            for i in range(shot.fade):
                yield FadeFigure(previous, shot.figure, (i + 1) / (shot.fade + 1)), shot
        for _ in range(shot.hold):
            yield shot.figure, shot
        previous = shot.figure
