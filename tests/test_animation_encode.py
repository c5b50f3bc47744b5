"""The animation encoders (explorer/export/animation/encode.py): real MP4s read back
with PyAV, real GIFs read back with Pillow, and the checks that refuse a file cut short."""

from __future__ import annotations

import functools
import struct
import subprocess
import sys
import tracemalloc
from pathlib import Path

import av
import numpy as np
import pytest
from PIL import Image

from explorer.export.animation.encode import (
    GIF_RATES, GifWriter, IncompleteVideo, Mp4Writer, check_gif, check_mp4,
)
from explorer.export.animation.palette import gif_palette, quantized
from explorer.export.colormaps import lut

WHITE, BLACK = (255, 255, 255), (0, 0, 0)
#: The heatmap's cell fills, the highlight and a line colour: what must stay exact.
FILLS = [(68, 1, 84), (59, 82, 139), (33, 145, 140), (94, 201, 98), (253, 231, 37)]
HIGHLIGHT, LINE = (220, 40, 40), (30, 90, 200)


def glyphs(seed: int = 0) -> np.ndarray:
    """40 random 5 × 7 'letters' (bool), the sharp black-on-white edges of text."""
    return np.random.default_rng(seed).random((40, 7, 5)) < 0.45


def figure(width: int, height: int, step: int, gradient: bool = True) -> np.ndarray:
    """A heatmap-like slide, height × width × 3 uint8: white page, a grid of flat cells
    with 1-px black rules, a line of text, a thin coloured line, a grey ramp, and a
    highlighted cell that moves with ``step``. (A new array each call.)"""
    rgb = _page(width, height, gradient).copy()
    cell, cols = height // 12, 8
    r, c = divmod(step % (6 * cols), cols)
    top, left = height // 6 + r * cell, width // 8 + c * cell
    area = rgb[top:top + cell, left:left + cell]
    # The highlight in place of the cell's fill: where the fill still shows after the rules, the
    # text, the line and the ramp were drawn over it (no fill is black, white, the line or a grey).
    area[(area == FILLS[(r + 2 * c) % len(FILLS)]).all(axis=-1)] = HIGHLIGHT
    return rgb


@functools.lru_cache(maxsize=8)
def _page(width: int, height: int, gradient: bool) -> np.ndarray:
    """The slide with no cell highlighted, drawn once per size (drawing it took 6 ms at 640 × 360,
    10 under tracemalloc: most of what the GIF memory test spent); read-only, as it is shared."""
    rgb = np.full((height, width, 3), WHITE, dtype=np.uint8)
    cell, rows, cols = height // 12, 6, 8
    top, left = height // 6, width // 8
    for r in range(rows):
        for c in range(cols):
            rgb[top + r * cell:top + (r + 1) * cell, left + c * cell:left + (c + 1) * cell] = FILLS[(r + 2 * c) % len(FILLS)]
    for r in range(rows + 1):
        rgb[top + r * cell, left:left + cols * cell + 1] = BLACK
    for c in range(cols + 1):
        rgb[top:top + rows * cell + 1, left + c * cell] = BLACK
    letters = glyphs()
    for i, glyph in enumerate(letters[: (width - 20) // 7]):
        rgb[8:15, 10 + 7 * i:15 + 7 * i][glyph] = BLACK
    rgb[height - 30, 10:width - 10] = LINE
    if gradient:
        ramp = np.linspace(0, 255, width // 2).astype(np.uint8)
        rgb[height - 20:height - 8, width // 4:width // 4 + len(ramp)] = ramp[None, :, None]
    rgb.flags.writeable = False
    return rgb


def steps(count: int, held_from: int) -> list[int]:
    """The highlight's position per frame: moving, then held at its last place."""
    return [min(i, held_from) for i in range(count)]


def read_mp4(path: Path) -> tuple[av.video.stream.VideoStream, list[np.ndarray]]:
    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        frames = [frame.to_ndarray(format="rgb24") for frame in container.decode(stream)]
        return stream, frames


def top_level_boxes(path: Path) -> list[bytes]:
    """The types of an MP4's top-level boxes, in file order."""
    data, pos, kinds = path.read_bytes(), 0, []
    while pos + 8 <= len(data):
        size, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if size == 1:
            (size,) = struct.unpack(">Q", data[pos + 8:pos + 16])
        kinds.append(kind)
        pos += size if size else len(data)
    return kinds


# -- MP4 ---------------------------------------------------------------------------------------------
def test_mp4_holds_every_frame_at_its_size_rate_and_codec_and_looks_like_what_was_added(tmp_path):
    path, (w, h), fps = tmp_path / "run.mp4", (640, 360), 25
    plan = steps(30, held_from=19)
    writer = Mp4Writer(path, w, h, fps)
    for step in plan:
        writer.add(figure(w, h, step))
    writer.close()
    assert writer.frames == 30

    stream, decoded = read_mp4(path)
    context = stream.codec_context
    assert (context.name, context.format.name, context.width, context.height) == ("h264", "yuv420p", w, h)
    assert context.profile in ("High", "Main")
    assert stream.average_rate == fps
    assert len(decoded) == 30
    for step, got in zip(plan, decoded):
        mad = np.abs(got.astype(np.int16) - figure(w, h, step)).mean()
        assert mad < 3, (step, mad)
    # The index comes before the frames: players start before reading the whole file.
    boxes = top_level_boxes(path)
    assert boxes.index(b"moov") < boxes.index(b"mdat")
    check_mp4(path, 30, w, h, fps)


def test_mp4_of_one_frame_is_whole(tmp_path):
    path = tmp_path / "one.mp4"
    writer = Mp4Writer(path, 320, 180, 1)
    writer.add(figure(320, 180, 3))
    writer.close()
    check_mp4(path, 1, 320, 180, 1)
    assert len(read_mp4(path)[1]) == 1


@pytest.mark.parametrize("keep", [0.97, 0.6, 0.2])
def test_check_mp4_refuses_a_file_cut_short(tmp_path, keep):
    path = tmp_path / "cut.mp4"
    writer = Mp4Writer(path, 320, 180, 10)
    for step in range(20):
        writer.add(figure(320, 180, step))
    writer.close()
    check_mp4(path, 20, 320, 180, 10)
    data = path.read_bytes()
    path.write_bytes(data[:int(len(data) * keep)])
    with pytest.raises(IncompleteVideo):
        check_mp4(path, 20, 320, 180, 10)


def test_check_mp4_refuses_what_was_not_asked_for(tmp_path):
    path = tmp_path / "run.mp4"
    writer = Mp4Writer(path, 320, 180, 10)
    for step in range(12):
        writer.add(figure(320, 180, step))
    writer.close()
    with pytest.raises(IncompleteVideo, match="12 frames, not the 13"):
        check_mp4(path, 13, 320, 180, 10)
    with pytest.raises(IncompleteVideo, match="320 × 180"):
        check_mp4(path, 12, 640, 360, 10)
    with pytest.raises(IncompleteVideo, match="frames per second"):
        check_mp4(path, 12, 320, 180, 25)
    (tmp_path / "not.mp4").write_bytes(b"not a video at all")
    with pytest.raises(IncompleteVideo):
        check_mp4(tmp_path / "not.mp4", 12, 320, 180, 10)


# -- GIF ---------------------------------------------------------------------------------------------
def test_gif_decodes_to_exactly_the_quantized_frames_with_its_rate_and_loop(tmp_path):
    path, (w, h), fps = tmp_path / "run.gif", (640, 360), 10
    plan = steps(25, held_from=15)
    palette = gif_palette([figure(w, h, 0), figure(w, h, 9)])
    writer = GifWriter(path, w, h, fps, palette)
    for step in plan:
        writer.add(figure(w, h, step))
    writer.close()
    assert writer.frames == 25
    check_gif(path, 25, w, h)

    with Image.open(path) as image:
        assert image.n_frames == 25 and image.size == (w, h)
        assert image.info["loop"] == 0
        for i, step in enumerate(plan):
            image.seek(i)
            assert image.info["duration"] == 1000 / fps
            assert np.array_equal(np.asarray(image.convert("RGB")), quantized(figure(w, h, step), palette)), i


@pytest.mark.parametrize("fps", GIF_RATES)
def test_every_gif_rate_is_stated_exactly(tmp_path, fps):
    palette = np.array([WHITE, BLACK, HIGHLIGHT], dtype=np.uint8)  # three: the table is padded to four
    writer = GifWriter(tmp_path / "r.gif", 64, 36, fps, palette)
    for step in range(3):
        writer.add(figure(64, 36, step, gradient=False))
    writer.close()
    with Image.open(tmp_path / "r.gif") as image:
        assert image.n_frames == 3 and image.info["duration"] == 1000 / fps
        image.seek(2)
        assert np.array_equal(np.asarray(image.convert("RGB")), quantized(figure(64, 36, 2, gradient=False), palette))


def test_palette_keeps_flat_colours_exactly_and_is_lossless_when_they_fit():
    frames = [figure(640, 360, step, gradient=False) for step in (0, 5)]
    palette = gif_palette(frames)
    assert len(palette) <= 256
    assert np.array_equal(quantized(frames[1], palette), frames[1])  # few colours: nothing lost

    busy = [figure(640, 360, step) for step in (0, 5)]  # a 320-step grey ramp: more colours than fit
    palette = gif_palette(busy, colours=64)
    assert 2 <= len(palette) <= 64
    kept = {tuple(c) for c in palette}
    assert {WHITE, BLACK, HIGHLIGHT, *FILLS} <= kept
    mapped = quantized(busy[0], palette)
    grid = (slice(60, 240), slice(80, 560))  # cells, rules and highlight: all flat colours
    assert np.array_equal(mapped[grid], busy[0][grid])
    ramp = busy[0][340:352, 160:480].astype(np.int16)
    assert np.abs(mapped[340:352, 160:480] - ramp).max() <= 32  # the ramp in bands, not lost


def test_palette_from_a_frame_and_colormap_ramps_keeps_every_ramp_colour_close():
    # How a GIF's palette is sampled: the first frame, and the colormaps later frames may show.
    frame = figure(1280, 720, 0)
    ramps = [lut(name)[None, :, :3] for name in ("viridis", "rdbu")]
    palette = gif_palette([frame, *ramps])
    for ramp in ramps:
        assert np.abs(quantized(ramp, palette).astype(np.int16) - ramp).max() <= 12
    assert {WHITE, BLACK, HIGHLIGHT, *FILLS} <= {tuple(c) for c in palette}


def test_palette_of_one_colour_still_has_two_entries():
    palette = gif_palette([np.zeros((4, 4, 3), dtype=np.uint8)], colours=16)
    assert palette.shape == (2, 3) and (0, 0, 0) in {tuple(c) for c in palette}


def test_quantized_is_the_nearest_palette_colour():
    rng = np.random.default_rng(3)
    palette = rng.integers(0, 256, (37, 3), dtype=np.uint8)
    rgb = rng.integers(0, 256, (50, 60, 3), dtype=np.uint8)
    d = ((rgb.reshape(-1, 1, 3).astype(int) - palette.astype(int)) ** 2).sum(axis=2)
    best = d.min(axis=1)
    got = quantized(rgb, palette).reshape(-1, 3).astype(int)
    assert np.array_equal(((got - rgb.reshape(-1, 3).astype(int)) ** 2).sum(axis=1), best)


def test_held_frames_make_a_gif_much_smaller_than_changing_ones(tmp_path):
    (w, h), palette = (320, 180), gif_palette([figure(320, 180, 0)])
    sizes = {}
    for name, moving in (("held", False), ("moving", True)):
        path = tmp_path / f"{name}.gif"
        writer = GifWriter(path, w, h, 10, palette)
        for i in range(40):
            # Every frame of the moving one differs all over: the picture slides one pixel.
            writer.add(np.roll(figure(w, h, 0), i if moving else 0, axis=1))
        writer.close()
        check_gif(path, 40, w, h)
        sizes[name] = path.stat().st_size
    assert sizes["held"] * 10 < sizes["moving"]


def test_a_held_frame_given_again_writes_the_gif_its_copies_write(tmp_path):
    # scenes.frames gives a held frame as the same read-only array again: the writer skips mapping
    # it. One array written over in place between frames (writeable) is mapped anew each time.
    pictures = [figure(320, 180, step) for step in (0, 4, 4, 4, 7)]
    held = pictures[1].copy()
    held.flags.writeable = False
    canvas = np.empty_like(pictures[0])
    palette = gif_palette([pictures[0]])
    for name in ("copies", "held", "canvas"):
        writer = GifWriter(tmp_path / f"{name}.gif", 320, 180, 10, palette)
        for k, picture in enumerate(pictures):
            if name == "canvas":
                canvas[:] = picture
            writer.add({"copies": picture, "held": held if 1 <= k <= 3 else picture, "canvas": canvas}[name])
        writer.close()
    assert (tmp_path / "held.gif").read_bytes() == (tmp_path / "copies.gif").read_bytes()
    assert (tmp_path / "canvas.gif").read_bytes() == (tmp_path / "copies.gif").read_bytes()


def test_check_gif_refuses_a_file_cut_short_or_not_what_was_asked(tmp_path):
    path, palette = tmp_path / "cut.gif", gif_palette([figure(320, 180, 0)])
    writer = GifWriter(path, 320, 180, 20, palette)
    for step in range(20):
        writer.add(figure(320, 180, step))
    writer.close()
    check_gif(path, 20, 320, 180)
    with pytest.raises(IncompleteVideo, match="20 frames, not the 21"):
        check_gif(path, 21, 320, 180)
    with pytest.raises(IncompleteVideo, match="320 × 180"):
        check_gif(path, 20, 180, 320)
    data = path.read_bytes()
    for keep in (len(data) - 1, len(data) // 2, 30, 0):
        path.write_bytes(data[:keep])
        with pytest.raises(IncompleteVideo):
            check_gif(path, 20, 320, 180)
    Image.new("RGB", (320, 180)).save(path, format="PNG")
    with pytest.raises(IncompleteVideo, match="not a GIF"):
        check_gif(path, 1, 320, 180)


# -- arguments, failures, memory ---------------------------------------------------------------------
def test_bad_arguments_are_refused_naming_the_argument(tmp_path):
    two = np.array([WHITE, BLACK], dtype=np.uint8)
    with pytest.raises(ValueError, match="width"):
        Mp4Writer(tmp_path / "a.mp4", 641, 360, 25)
    with pytest.raises(ValueError, match="height"):
        Mp4Writer(tmp_path / "a.mp4", 640, 361, 25)
    with pytest.raises(ValueError, match="fps"):
        Mp4Writer(tmp_path / "a.mp4", 640, 360, 0)
    with pytest.raises(ValueError, match="crf"):
        Mp4Writer(tmp_path / "a.mp4", 640, 360, 25, crf=60)
    for fps in (3, 24, 30, 60):
        with pytest.raises(ValueError, match="fps"):
            GifWriter(tmp_path / "a.gif", 64, 36, fps, two)
    for palette in (two[:1], np.zeros((257, 3), np.uint8), two.astype(np.int32), two[:, :2]):
        with pytest.raises(ValueError, match="palette"):
            GifWriter(tmp_path / "a.gif", 64, 36, 10, palette)
    with pytest.raises(ValueError, match="colours"):
        gif_palette([figure(64, 36, 0)], colours=1)
    assert not (tmp_path / "a.mp4").exists() and not (tmp_path / "a.gif").exists()

    writer = GifWriter(tmp_path / "b.gif", 64, 36, 10, two)
    for frame in (np.zeros((36, 64, 3), np.float32), np.zeros((36, 64), np.uint8), np.zeros((64, 36, 3), np.uint8)):
        with pytest.raises(ValueError, match="rgb"):
            writer.add(frame)
    writer.abort()
    mp4 = Mp4Writer(tmp_path / "b.mp4", 64, 36, 10)
    with pytest.raises(ValueError, match="rgb"):
        mp4.add(np.zeros((36, 64, 4), np.uint8))
    mp4.abort()


def test_abort_after_a_few_frames_never_raises(tmp_path):
    palette = gif_palette([figure(320, 180, 0)])
    for writer in (Mp4Writer(tmp_path / "a.mp4", 320, 180, 25), GifWriter(tmp_path / "a.gif", 320, 180, 25, palette)):
        for step in range(3):
            writer.add(figure(320, 180, step))
        writer.abort()
        writer.abort()
        writer.close()  # already given up: nothing more to write
        with pytest.raises(ValueError, match="closed"):
            writer.add(figure(320, 180, 0))


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a disk that is always full)")
def test_a_full_disk_is_an_oserror():
    noise = np.random.default_rng(1).integers(0, 256, (180, 320, 3), dtype=np.uint8)
    palette = gif_palette([noise])
    for make in (lambda: Mp4Writer(Path("/dev/full"), 320, 180, 25),
                 lambda: GifWriter(Path("/dev/full"), 320, 180, 25, palette)):
        with pytest.raises(OSError):
            writer = make()
            try:
                for i in range(30):
                    writer.add(np.roll(noise, i, axis=0))
                writer.close()
            finally:
                writer.abort()


def gif_peak(path: Path, count: int, palette: np.ndarray) -> int:
    """tracemalloc's peak while writing ``count`` changing 640 × 360 frames."""
    tracemalloc.start()
    try:
        writer = GifWriter(path, 640, 360, 25, palette)
        for i in range(count):
            writer.add(figure(640, 360, i))
        writer.close()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_gif_memory_stays_flat_in_the_number_of_frames(tmp_path):
    palette = gif_palette([figure(640, 360, 0)])
    few = gif_peak(tmp_path / "few.gif", 20, palette)
    many = gif_peak(tmp_path / "many.gif", 200, palette)
    # Keeping each frame's indices alone would add 200 × 230 kB = 46 MB.
    assert many <= 1.5 * few, (few, many)
    check_gif(tmp_path / "many.gif", 200, 640, 360)


def test_importing_the_encoders_loads_neither_pyav_nor_qt():
    check = ("import sys, explorer.export.animation.encode\n"
             "heavy = {'av', 'PIL', 'PySide6', 'shiboken6'}\n"
             "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in heavy)))")
    result = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
