"""MP4 and GIF files from frames, one frame at a time (NumPy, PyAV and Pillow; no Qt).

A frame is a height × width × 3 uint8 RGB array; neither writer keeps past frames,
so memory stays flat however long the animation. :class:`Mp4Writer` encodes H.264
(libx264, High, yuv420p, BT.709, constant rate, index first): what PowerPoint,
Keynote, LibreOffice and browsers play. :class:`GifWriter` writes the GIF89a itself:
one global palette (:func:`~explorer.export.animation.palette.gif_palette`), each frame only the
rectangle that changed, colours to the nearest entry, never dithered
(:func:`~explorer.export.animation.palette.quantized`), LZW by Pillow.
:func:`check_mp4` and :func:`check_gif` read a file back and raise :class:`IncompleteVideo`
unless it is the whole video (a full disk is not always said). PyAV and Pillow load when used.
"""

from __future__ import annotations

import errno
import os
import struct
from fractions import Fraction
from pathlib import Path

import numpy as np

from explorer.core.wording import translate
from explorer.export.animation.palette import _check_palette, _ColourMap, _whole


class IncompleteVideo(OSError):
    """The file written is not the whole video asked for (said in a person's words)."""


#: Frame rates a GIF keeps exactly: its frame time is a whole number of 1/100 s.
GIF_RATES: tuple[int, ...] = (1, 2, 4, 5, 10, 20, 25, 50)
#: libx264's constant quality: text and 1-px lines on white come back within ~2 of 255 on average.
DEFAULT_CRF = 20
_BT709, _LIMITED_RANGE = 1, 1  # FFmpeg's codes: BT.709 primaries, transfer and matrix; limited ("MPEG") range
_KEEP, _GIF_TRAILER = 1, b";"  # disposal "do not dispose": the next frame draws over this one


def _check_frame(rgb: np.ndarray, width: int, height: int) -> np.ndarray:
    if not isinstance(rgb, np.ndarray) or rgb.dtype != np.uint8 or rgb.shape != (height, width, 3):
        got = f"{rgb.dtype} {rgb.shape}" if isinstance(rgb, np.ndarray) else type(rgb).__name__
        raise ValueError(f"rgb must be a {height} × {width} × 3 uint8 array, not {got}")
    return np.ascontiguousarray(rgb)


def _write_error(err: Exception, path: Path) -> OSError:
    """An FFmpeg failure while writing as the OSError a failed write is (PyAV says some with a ValueError)."""
    return err if isinstance(err, OSError) else OSError(
        getattr(err, "errno", None) or errno.EIO,
        translate("Encode", "could not write the video ({reason})").format(reason=err), str(path))


class Mp4Writer:
    """An H.264 MP4 (libx264, High profile, yuv420p, BT.709 limited range) at
    a constant ``fps``, encoded as frames are added. ``width`` and ``height``
    must be even (4:2:0 halves the colour planes); ``crf`` is libx264's
    constant quality (0 lossless … 51 worst). :meth:`close` finishes the file;
    :meth:`abort` gives it up. ``frames`` counts the frames added."""

    def __init__(self, path: Path, width: int, height: int, fps: int, *, crf: int = DEFAULT_CRF) -> None:
        for name, side in (("width", width), ("height", height)):
            if not _whole(side) or side < 2 or side % 2:
                raise ValueError(f"{name} must be an even number of pixels, at least 2, not {side!r}")
        if not _whole(fps) or fps < 1:
            raise ValueError(f"fps must be a whole number of frames per second, not {fps!r}")
        if not _whole(crf) or not 0 <= crf <= 51:
            raise ValueError(f"crf must be a whole number from 0 to 51, not {crf!r}")
        import av

        self.path, self.width, self.height, self.fps = Path(path), int(width), int(height), int(fps)
        self.frames, self._closed = 0, False
        self._last: tuple[np.ndarray, np.ndarray] | None = None  # (the last RGB array, its YUV planes)
        # faststart moves the index before the frames: a slide program or a browser
        # plays before it has read the whole file. (Nothing is written until start_encoding.)
        self._container = av.open(str(path), "w", format="mp4", container_options={"movflags": "+faststart"})
        try:
            stream = self._container.add_stream("libx264", rate=self.fps)
            stream.width, stream.height, stream.pix_fmt = self.width, self.height, "yuv420p"
            context = stream.codec_context
            context.time_base = Fraction(1, self.fps)
            # Players read untagged HD video as BT.709 anyway; the frames are
            # converted with that matrix and say so, so colours come back as drawn.
            context.color_primaries = context.color_trc = context.colorspace = _BT709
            context.color_range = _LIMITED_RANGE
            # High profile: every player named above decodes it; sharper text than Main at the same size.
            # Preset veryfast, tuned for still images: a figure's frames are mostly held pages and flat
            # shapes, where x264's default ("medium") searched for motion at twice the CPU time per
            # frame for a larger file (1280 × 720 lecture: 23.5 → 11.7 ms a frame, 1.62 → 1.37 MB).
            stream.options = {"crf": str(int(crf)), "profile": "high", "preset": "veryfast", "tune": "stillimage"}
            # Open the file and the encoder now: an unwritable folder fails here, not at the first frame.
            self._container.start_encoding()
        except av.FFmpegError as err:
            self.abort()
            raise _write_error(err, self.path) from None
        except BaseException:
            self.abort()
            raise
        self._stream = stream

    def add(self, rgb: np.ndarray) -> None:
        """Encode one frame, ``height`` × ``width`` × 3 uint8 RGB."""
        if self._closed:
            raise ValueError("the video is already closed")
        import av

        if self._last is None or self._last[0] is not rgb:
            frame = av.VideoFrame.from_ndarray(_check_frame(rgb, self.width, self.height), format="rgb24")
            frame = frame.reformat(format="yuv420p", dst_colorspace="itu709", dst_color_range=_LIMITED_RANGE)
            self._last = (rgb, frame.to_ndarray())
        else:  # a held frame is the same array: its planes are copied (the encoder may hold the last), not converted
            frame = av.VideoFrame.from_ndarray(self._last[1], format="yuv420p")
        frame.pts = self.frames
        try:
            for packet in self._stream.encode(frame):
                self._container.mux(packet)
        except av.FFmpegError as err:
            raise _write_error(err, self.path) from None
        self.frames += 1

    def close(self) -> None:
        """Flush the frames the encoder still holds and finish the file (its
        index, moved to the front). OSError when the file cannot be finished."""
        if self._closed:
            return
        import av

        try:
            for packet in self._stream.encode(None):
                self._container.mux(packet)
            self._container.close()
        except av.FFmpegError as err:
            self.abort()
            raise _write_error(err, self.path) from None
        self._closed = True

    def abort(self) -> None:
        """Close the file without finishing it (after a cancel or a failure); never raises."""
        self._closed = True
        try:
            self._container.close()
        except Exception:  # noqa: BLE001 - the file is given up: nothing to report
            pass


def _gif_header(width: int, height: int, palette: np.ndarray) -> bytes:
    """GIF89a signature, logical screen with the global colour table, and the
    NETSCAPE2.0 extension that makes it loop for ever."""
    bits = max(1, (len(palette) - 1).bit_length())  # the table holds 2**bits entries
    table = np.zeros((1 << bits, 3), dtype=np.uint8)
    table[:len(palette)] = palette
    # Global table, 8 bits per primary, unsorted; background index 0; square pixels.
    screen = struct.pack("<6sHHBBB", b"GIF89a", width, height, 0x80 | 0x70 | (bits - 1), 0, 0)
    loop = b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"  # loop count 0: for ever
    return screen + table.tobytes() + loop


def _changed_box(before: np.ndarray | None, after: np.ndarray) -> tuple[int, int, int, int] | None:
    """(left, top, right, bottom), ends exclusive, around the pixels that differ
    (the whole frame when there is no ``before``); None when nothing changed."""
    if before is None:
        return 0, 0, after.shape[1], after.shape[0]
    changed = before != after
    rows = np.flatnonzero(changed.any(axis=1))
    if len(rows) == 0:
        return None
    top, bottom = int(rows[0]), int(rows[-1]) + 1
    columns = np.flatnonzero(changed[top:bottom].any(axis=0))
    return int(columns[0]), top, int(columns[-1]) + 1, bottom


def _lzw(indices: np.ndarray) -> bytes:
    """``indices`` (h × w uint8) as GIF image data: LZW minimum code size 8,
    then the codes in sub-blocks of at most 255 bytes, then the terminator."""
    from PIL import Image

    height, width = indices.shape
    image = Image.frombuffer("P", (width, height), np.ascontiguousarray(indices), "raw", "P", 0, 1)
    # Pillow's GIF encoder (C, codes up to 12 bits) writes the sub-blocks, not the code size or terminator.
    return b"\x08" + image.tobytes("gif", "P") + b"\x00"


class GifWriter:
    """A GIF89a looping for ever, written as frames are added, each shown 100/``fps``
    hundredths of a second (``fps`` in :data:`GIF_RATES`), every pixel the nearest
    entry of ``palette`` (k × 3 uint8, 2 ≤ k ≤ 256;
    :func:`~explorer.export.animation.palette.gif_palette`). Only the last frame's
    indices are kept, to write just what changed. ``frames`` counts them."""

    def __init__(self, path: Path, width: int, height: int, fps: int, palette: np.ndarray) -> None:
        for name, side in (("width", width), ("height", height)):
            if not _whole(side) or not 1 <= side <= 0xFFFF:  # a GIF states its sizes in 16 bits
                raise ValueError(f"{name} must be a whole number of pixels from 1 to 65535, not {side!r}")
        if not _whole(fps) or fps not in GIF_RATES:
            raise ValueError(f"fps must be one of {', '.join(map(str, GIF_RATES))} for a GIF, not {fps!r}")
        palette = _check_palette(palette)
        self.path, self.width, self.height, self.fps = Path(path), int(width), int(height), int(fps)
        self.frames, self._delay = 0, round(100 / self.fps)
        self._map = _ColourMap(palette)
        self._previous: np.ndarray | None = None
        self._last_rgb: np.ndarray | None = None  # the array the last frame came from
        self._file = open(self.path, "wb")
        try:
            self._file.write(_gif_header(self.width, self.height, palette))
        except BaseException:
            self.abort()
            raise

    def add(self, rgb: np.ndarray) -> None:
        """Write one frame, ``height`` × ``width`` × 3 uint8 RGB."""
        if self._file.closed:
            raise ValueError("the GIF is already closed")
        if rgb is self._last_rgb and not rgb.flags.writeable:
            # A held frame is the same read-only array again (scenes.frames): nothing changed.
            # Mapping it to the palette again took 25 ms a frame at 1280 × 720, most of a lecture's time.
            indices, box = self._previous, None
        else:
            indices = self._map.indices(_check_frame(rgb, self.width, self.height))
            box = _changed_box(self._previous, indices)
        # Nothing changed: the frame still has to be there, as one pixel drawn over itself.
        left, top, right, bottom = (0, 0, 1, 1) if box is None else box
        control = struct.pack("<BBBBHBB", 0x21, 0xF9, 4, _KEEP << 2, self._delay, 0, 0)
        descriptor = struct.pack("<BHHHHB", 0x2C, left, top, right - left, bottom - top, 0)  # no local table
        self._file.write(control + descriptor + _lzw(indices[top:bottom, left:right]))
        self._previous, self._last_rgb = indices, rgb
        self.frames += 1

    def close(self) -> None:
        """Write the trailer and close the file. OSError when it cannot be written."""
        if self._file.closed:
            return
        try:
            self._file.write(_GIF_TRAILER)
            self._file.close()
        except BaseException:
            self.abort()
            raise

    def abort(self) -> None:
        """Close the file without finishing it (after a cancel or a failure); never raises."""
        self._previous = self._last_rgb = None
        try:
            self._file.close()
        except Exception:  # noqa: BLE001 - buffered bytes a full disk refused: the file is given up
            pass


def check_mp4(path: Path, frames: int, width: int, height: int, fps: int) -> None:
    """Raise :class:`IncompleteVideo` unless the MP4 at ``path`` holds exactly
    ``frames`` H.264 frames of ``width`` × ``height`` at ``fps``. The packets are
    demuxed, not decoded: each must lie whole inside the file."""
    import av

    name, codec = Path(path).name, None
    try:
        size = os.path.getsize(path)
        with av.open(str(path)) as container:
            if container.streams.video:  # the MP4 muxer leaves out a track with no frames
                stream = container.streams.video[0]
                context = stream.codec_context
                codec, shape, rate = context.name, (context.width, context.height), stream.average_rate
                # Where each frame's bytes end (past the file for a damaged one); PyAV adds
                # an empty packet to mark the end of the stream, which is no frame.
                ends = [size + 1 if p.is_corrupt else (p.pos or 0) + p.size for p in container.demux(stream) if p.size]
    except MemoryError:
        raise
    except Exception as err:  # noqa: BLE001 - a damaged header fails anywhere in PyAV, not only with its errors
        raise IncompleteVideo(translate("Encode", "{name} cannot be read as a video ({reason})").format(
            name=name, reason=err)) from None
    if codec is None and frames == 0:
        return
    if codec != "h264":
        if codec:
            raise IncompleteVideo(translate("Encode", "{name} holds {codec} video, not H.264").format(name=name,
                                                                                                   codec=codec))
        raise IncompleteVideo(translate("Encode", "{name} holds no video").format(name=name))
    if ends and max(ends) > size:
        raise IncompleteVideo(translate("Encode", "{name} is cut short: frames it lists are missing from the file")
                              .format(name=name))
    if len(ends) != frames:
        raise IncompleteVideo(translate("Encode", "{name} holds {count} frames, not the {frames} asked for").format(
            name=name, count=len(ends), frames=frames))
    if shape != (width, height):
        raise IncompleteVideo(translate("Encode", "{name} is {width} × {height} pixels, not {asked_width} × "
                                                  "{asked_height}").format(name=name, width=shape[0], height=shape[1],
                                                                           asked_width=width, asked_height=height))
    if rate != fps:
        raise IncompleteVideo(translate("Encode", "{name} plays at {rate} frames per second, not {fps}").format(
            name=name, rate=rate, fps=fps))


def check_gif(path: Path, frames: int, width: int, height: int) -> None:
    """Raise :class:`IncompleteVideo` unless the GIF at ``path`` ends with its
    trailer and holds exactly ``frames`` frames of ``width`` × ``height``
    (Pillow counts them, walking the blocks without decoding)."""
    from PIL import Image

    name = Path(path).name
    try:
        with open(path, "rb") as handle:
            handle.seek(max(0, os.fstat(handle.fileno()).st_size - 1))
            last = handle.read(1)
        with Image.open(path) as image:
            kind, shape, count = image.format, image.size, image.n_frames
    except MemoryError:
        raise
    except Exception as err:  # noqa: BLE001 - a damaged GIF fails anywhere in Pillow's reader
        raise IncompleteVideo(translate("Encode", "{name} cannot be read as a GIF ({reason})").format(
            name=name, reason=err)) from None
    if kind != "GIF":
        raise IncompleteVideo(translate("Encode", "{name} is a {kind} file, not a GIF").format(name=name, kind=kind))
    if last != _GIF_TRAILER:
        raise IncompleteVideo(translate("Encode", "{name} is cut short: it stops before the end of the GIF").format(
            name=name))
    if count != frames:
        raise IncompleteVideo(translate("Encode", "{name} holds {count} frames, not the {frames} asked for").format(
            name=name, count=count, frames=frames))
    if shape != (width, height):
        raise IncompleteVideo(translate("Encode", "{name} is {width} × {height} pixels, not {asked_width} × "
                                                  "{asked_height}").format(name=name, width=shape[0], height=shape[1],
                                                                           asked_width=width, asked_height=height))
