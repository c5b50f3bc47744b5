"""An animation written: an MP4, a GIF or a folder of numbered PNG or SVG frames, verified and atomic.

Frames are painted one shot at a time and streamed to the encoder
(:mod:`~explorer.export.animation.encode`); nothing holds the whole video. The
file is written beside its target and read back (frame count, size, rate)
before it replaces anything, so a cancelled, failed or short write leaves the
file that was there. A folder of frames is written as a new folder beside the
target and renamed into place; an existing folder must be empty.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.animation.scenes import MAX_SIDE, Animation, Framer, figures, frame_size, frames
from explorer.export.view import ExportError, WriteError

#: mp4 and gif are files; png and svg are folders of numbered frames.
FORMATS = ("mp4", "gif", "png", "svg")
#: How each format is named (English: translate with :func:`format_name`).
FORMAT_NAMES = {"mp4": QT_TRANSLATE_NOOP("Write", "MP4 video"), "gif": "GIF",
                "png": QT_TRANSLATE_NOOP("Write", "folder of PNG frames"),
                "svg": QT_TRANSLATE_NOOP("Write", "folder of SVG frames")}
#: The smallest frame side: under it no figure says anything.
MIN_SIDE = 64

#: ``progress(frames done, frames in all, what the frame shows)``.
Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class AnimationFile:
    """What was written: where, as what, how many frames of what size at what rate, how many bytes."""

    path: Path
    fmt: str
    frames: int
    width: int
    height: int
    fps: int
    bytes: int

    @property
    def seconds(self) -> float:
        return self.frames / self.fps


def format_name(fmt: str) -> str:
    """How format ``fmt`` is named, in the chosen language: "MP4 video", "folder of PNG frames"."""
    return translate("Write", FORMAT_NAMES[fmt])


def animation_format(path: str | Path, fmt: str | None = None) -> str:
    """``fmt`` when given, else from ``path``: .mp4, .gif, or a name without a suffix (a folder of
    PNG frames); ExportError in one line otherwise."""
    if fmt is not None:
        if fmt not in FORMATS:
            raise ExportError(translate("Write", "unknown animation format {format}; expected one of {formats}")
                              .format(format=repr(fmt), formats=", ".join(FORMATS)))
        return fmt
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix in ("mp4", "gif"):
        return suffix
    if not suffix or Path(path).is_dir():
        return "png"
    raise ExportError(translate("Write", "an animation is an .mp4 or .gif file, or a folder of frames: {name} is "
                                         "none of these").format(name=repr(Path(path).name)))


def check_size(fmt: str, width: int, height: int) -> None:
    """ExportError unless frames of ``width`` × ``height`` can be written as ``fmt``."""
    # "size: " names the option (the command line reads it): never translated.
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE):
        raise ExportError("size: " + translate("Write", "{width} × {height} pixels; each side must be {least} to "
                                                        "{most}").format(width=width, height=height, least=MIN_SIDE,
                                                                         most=MAX_SIDE))
    if fmt == "mp4" and (width % 2 or height % 2):
        raise ExportError("size: " + translate("Write", "an MP4's sides must be even numbers of pixels, not {width} "
                                                        "× {height}").format(width=width, height=height))


def check_rate(fmt: str, fps: int) -> None:
    """ExportError unless ``fps`` frames a second can be written as ``fmt``."""
    # "fps: " names the option (the command line reads it): never translated.
    if not isinstance(fps, int) or isinstance(fps, bool) or not 1 <= fps <= 60:
        raise ExportError("fps: " + translate("Write", "a whole number of frames a second from 1 to 60, not {fps}")
                          .format(fps=repr(fps)))
    if fmt != "gif":
        return
    from explorer.export.animation.encode import GIF_RATES

    if fps not in GIF_RATES:
        raise ExportError("fps: " + translate("Write", "a GIF's frame times are hundredths of a second, so its rate "
                                                       "is one of {rates}, not {fps}").format(
            rates=", ".join(map(str, GIF_RATES)), fps=fps))


#: How many frames, spread over the animation, a GIF's palette is made from.
PALETTE_SAMPLES = 6


def palette_samples(animation: Animation, framer: Framer, colormap: str, dark: bool,
                    check: Callable[[], None] | None = None) -> list[np.ndarray]:
    """What a GIF's one palette is made from: a few frames spread over the animation (a later
    page's colours are not the title page's), and every colour of the colormaps the figures may
    use (a heatmap keeps its exact colours). The shots are made once more for this; only the
    sampled ones are painted."""
    from explorer.export.colormaps import lut

    total = max(animation.frame_count, 1)
    wanted = sorted({round(k * (total - 1) / max(PALETTE_SAMPLES - 1, 1)) for k in range(PALETTE_SAMPLES)})
    samples, start = [], 0
    if animation.figure_at is not None:  # only the sampled frames' figures are made
        for frame in wanted:
            if check is not None:
                check()
            samples.append(framer.pixels(animation.figure_at(frame)))
    for shot in animation.shots() if animation.figure_at is None else ():
        if check is not None:  # making the shots again may take a while (a training run trains again)
            check()
        end = start + shot.frames
        if any(start <= w < end for w in wanted):
            samples.append(framer.pixels(shot.figure))
        start = end
        if start > wanted[-1]:
            break
    names = ("viridis", "rdbu", "CET-D8" if dark else "rdbu") if colormap == "auto" else (colormap,)
    for name in dict.fromkeys(names):
        try:
            samples.append(lut(name)[None, :, :3])
        except ValueError:
            continue
    return samples


def write_animation(animation: Animation, path: str | Path, fmt: str | None = None, *,
                    size: tuple[int, int] | str | None = None, colormap: str = "auto", dark: bool = False,
                    progress: Progress | None = None, check: Callable[[], None] | None = None) -> AnimationFile:
    """Write ``animation`` to ``path`` (format from the suffix unless ``fmt``) at ``size`` (see
    :func:`~explorer.export.animation.scenes.frame_size`). ``check()`` is called before every frame
    and may raise to stop (a job's cancel): nothing is left behind. ExportError for what cannot be
    made, WriteError (an ExportError) for what cannot be written."""
    fmt = animation_format(path, fmt)
    width, height = frame_size(animation, size)
    check_size(fmt, width, height)
    check_rate(fmt, animation.fps)
    path = Path(path)
    framer = Framer(width, height, animation.extent, animation.background)
    total = animation.frame_count

    def step(done: int, caption: str) -> None:
        if progress is not None:
            progress(done, total, caption)

    try:
        if fmt in ("png", "svg"):
            _write_folder(animation, framer, path, fmt, step, check)
        else:
            from explorer.core.io.atomic import atomic_write

            samples = palette_samples(animation, framer, colormap, dark, check) if fmt == "gif" else []
            atomic_write(path, lambda tmp: _encode(animation, framer, tmp, fmt, samples, step, check))
    except OSError as err:
        raise WriteError(_why(path, err)) from None
    written = sum(f.stat().st_size for f in path.iterdir()) if path.is_dir() else path.stat().st_size
    return AnimationFile(path, fmt, total, width, height, animation.fps, written)


def _why(path: Path, err: OSError) -> str:
    folder = path.parent if str(path.parent) else Path(".")
    from explorer.export.animation.encode import IncompleteVideo

    if isinstance(err, IncompleteVideo):
        return translate("Write", "{path} was not written whole ({reason}); the file that was there is kept").format(
            path=path, reason=err)
    if not folder.exists():
        return translate("Write", "cannot write {path}: the folder {folder} does not exist").format(path=path,
                                                                                                  folder=folder)
    return translate("Write", "cannot write {path}: {reason}").format(path=path, reason=err.strerror or err)


def _encode(animation: Animation, framer: Framer, tmp: Path, fmt: str, samples: list[np.ndarray],
            step: Callable[[int, str], None], check: Callable[[], None] | None) -> None:
    from explorer.export.animation import encode
    from explorer.export.animation.palette import gif_palette

    w, h, fps = framer.width, framer.height, animation.fps
    writer = encode.Mp4Writer(tmp, w, h, fps) if fmt == "mp4" else \
        encode.GifWriter(tmp, w, h, fps, gif_palette(samples))
    try:
        count = 0
        for rgb, shot in frames(animation, framer):
            if check is not None:
                check()
            writer.add(rgb)
            count += 1
            step(count, shot.caption)
        writer.close()
    except BaseException:
        writer.abort()
        raise
    if count != animation.frame_count:  # a plan and its shots disagree: a bug, said before the file lands
        raise encode.IncompleteVideo(translate("Write", "{count} frames were made, not the {planned} planned").format(
            count=count, planned=animation.frame_count))
    if fmt == "mp4":
        encode.check_mp4(tmp, count, w, h, fps)
    else:
        encode.check_gif(tmp, count, w, h)


def frame_name(index: int, total: int, fmt: str) -> str:
    """``frame_0001.png``: numbered from 1, zero-padded so that names sort in order."""
    return f"frame_{index + 1:0{max(4, len(str(total)))}d}.{fmt}"


def _write_folder(animation: Animation, framer: Framer, path: Path, fmt: str,
                  step: Callable[[int, str], None], check: Callable[[], None] | None) -> None:
    if path.exists() and (not path.is_dir() or any(path.iterdir())):
        if path.is_dir():
            refusal = translate("Write", "{path} is not empty: frames go into a new or empty folder")
        else:
            refusal = translate("Write", "{path} is a file: frames go into a new or empty folder")
        raise ExportError(refusal.format(path=path))
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise WriteError(translate("Write", "cannot write {path}: the folder {folder} does not exist").format(
            path=path, folder=parent))
    staging = Path(tempfile.mkdtemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=parent))
    try:
        total = animation.frame_count
        if fmt == "png":
            _png_frames(animation, framer, staging, total, step, check)
        else:
            _svg_frames(animation, framer, staging, total, step, check)
        written = sorted(staging.iterdir())
        if len(written) != total:
            raise ExportError(translate("Write", "{count} frames were made, not the {planned} planned; nothing was "
                                                 "written").format(count=len(written), planned=total))
        if path.is_dir():
            path.rmdir()  # empty (checked above): the new folder takes its place
        os.replace(staging, path)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _png_frames(animation: Animation, framer: Framer, folder: Path, total: int,
                step: Callable[[int, str], None], check: Callable[[], None] | None) -> None:
    from PIL import Image

    last: tuple[np.ndarray, bytes] | None = None  # a held frame is the same array: encoded once
    for k, (rgb, shot) in enumerate(frames(animation, framer)):
        if check is not None:
            check()
        if last is None or last[0] is not rgb:

            buffer = io.BytesIO()
            Image.fromarray(rgb, "RGB").save(buffer, "PNG", compress_level=6)
            last = (rgb, buffer.getvalue())
        (folder / frame_name(k, total, "png")).write_bytes(last[1])
        step(k + 1, shot.caption)


def _svg_frames(animation: Animation, framer: Framer, folder: Path, total: int,
                step: Callable[[int, str], None], check: Callable[[], None] | None) -> None:
    from explorer.export.render import svg_bytes

    class Frame:  # the figure placed in the frame, as the PNG and video frames place it
        def __init__(self, figure):
            self.figure, self.width, self.height = figure, float(framer.width), float(framer.height)

        def paint(self, p) -> None:
            from PySide6.QtCore import QRectF

            p.fillRect(QRectF(0, 0, self.width, self.height), framer.background)
            framer.paint(p, self.figure)

    last: tuple[object, bytes] | None = None
    for k, (figure, shot) in enumerate(figures(animation)):
        if check is not None:
            check()
        if last is None or last[0] is not figure:
            last = (figure, svg_bytes(Frame(figure), title=animation.title))
        (folder / frame_name(k, total, "svg")).write_bytes(last[1])
        step(k + 1, shot.caption)
