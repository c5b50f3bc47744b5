"""The PNG encoder (explorer/export/png_encode.py) against an independent decoder
written here from the PNG specification, and against Qt's reader."""

from __future__ import annotations

import struct
import zlib

import numpy as np
import pytest
from PySide6.QtGui import QImage

from explorer.export.png_encode import ROWS_AT_ONCE, adler32_combine, encode_png


def decode(data: bytes) -> tuple[np.ndarray, tuple[int, int] | None]:
    """(height × width uint32 0xffRRGGBB pixels, pHYs dots per metre) of an 8-bit RGB PNG,
    every chunk's CRC and the zlib checksum checked, filters undone row by row."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, phys, size = 8, b"", None, None
    while pos < len(data):
        (length,), tag = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        assert crc == zlib.crc32(tag + body), tag
        if tag == b"IHDR":
            w, h, depth, colour, _c, _f, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, colour, interlace) == (8, 2, 0)
            size = (h, w)
        elif tag == b"pHYs":
            x, y, unit = struct.unpack(">IIB", body)
            assert unit == 1
            phys = (x, y)
        elif tag == b"IDAT":
            idat += body
        pos += 12 + length
    assert tag == b"IEND"
    h, w = size
    raw = zlib.decompress(idat)  # checks the Adler-32
    assert len(raw) == h * (1 + 3 * w)
    rows = np.frombuffer(raw, dtype=np.uint8).reshape(h, 1 + 3 * w)
    out = np.zeros((h, 3 * w), dtype=np.int64)
    for i in range(h):
        kind, line = rows[i, 0], rows[i, 1:].astype(np.int64)
        if kind == 0:
            out[i] = line
        elif kind == 1:  # Sub: each byte plus the same channel of the pixel before
            for c in range(3):
                out[i, c::3] = np.cumsum(line[c::3]) % 256
        elif kind == 2:  # Up
            out[i] = (line + (out[i - 1] if i else 0)) % 256
        else:
            raise AssertionError(f"filter {kind}")
    rgb = out.reshape(h, w, 3).astype(np.uint32)
    return (0xFF000000 | rgb[..., 0] << 16 | rgb[..., 1] << 8 | rgb[..., 2]).astype(np.uint32), phys


def figure_like(h: int, w: int, seed: int) -> np.ndarray:
    """Random flat-colour cells (rows and columns repeat) with a few noisy rows, as a figure has."""
    rng = np.random.default_rng(seed)
    cells = rng.integers(0, 1 << 24, size=(max(1, h // 3 + 1), max(1, w // 3 + 1)), dtype=np.uint32)
    pixels = np.repeat(np.repeat(cells, 3, axis=0), 3, axis=1)[:h, :w] | np.uint32(0xFF000000)
    noisy = rng.integers(0, h, size=max(1, h // 10))
    pixels[noisy] = rng.integers(0, 1 << 24, size=(len(noisy), w), dtype=np.uint32) | np.uint32(0xFF000000)
    return np.ascontiguousarray(pixels)


@pytest.mark.parametrize("h, w", [(1, 1), (2, 1), (1, 5), (7, 3), (ROWS_AT_ONCE + 3, 10), (2 * ROWS_AT_ONCE + 1, 37)])
@pytest.mark.parametrize("threads", [1, 2, 3, 4])
def test_decodes_to_the_same_pixels(h, w, threads):
    pixels = figure_like(h, w, seed=h * 31 + w)
    data = encode_png(pixels, (11811, 11811), threads=threads)
    back, phys = decode(data)
    np.testing.assert_array_equal(back, pixels)
    assert phys == (11811, 11811)


def test_every_row_the_same_and_every_row_different():
    same = np.full((600, 50), 0xFF123456, dtype=np.uint32)
    np.testing.assert_array_equal(decode(encode_png(same, threads=3))[0], same)
    rng = np.random.default_rng(4)
    noise = rng.integers(0, 1 << 32, size=(300, 41), dtype=np.uint32) | np.uint32(0xFF000000)
    np.testing.assert_array_equal(decode(encode_png(noise, threads=2))[0], noise)


def test_qt_reads_the_same_pixels_and_resolution():
    pixels = figure_like(700, 513, seed=2)
    image = QImage.fromData(encode_png(pixels, (11811, 5905), threads=2), "PNG")
    assert (image.width(), image.height()) == (513, 700)
    assert (image.dotsPerMeterX(), image.dotsPerMeterY()) == (11811, 5905)
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    read = np.frombuffer(image.constBits(), dtype=np.uint32).reshape(700, image.bytesPerLine() // 4)[:, :513]
    np.testing.assert_array_equal(read, pixels)


def test_adler32_combine_matches_zlib():
    rng = np.random.default_rng(1)
    for size_a, size_b in ((0, 0), (1, 0), (0, 7), (5, 65521), (100_000, 3), (70_000, 140_000)):
        a, b = rng.bytes(size_a), rng.bytes(size_b)
        assert adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == zlib.adler32(a + b)


@pytest.mark.parametrize("bad", [np.zeros((0, 3), np.uint32), np.zeros((3,), np.uint32), np.zeros((2, 2), np.int32)])
def test_refuses_what_is_not_an_image(bad):
    with pytest.raises(ValueError):
        encode_png(bad)


@pytest.mark.parametrize("key, scale, theme", [("heads[0].weights", 2, "light"), ("heads[0].masked", 3, "dark"),
                                               ("heads[0].pipeline", 1, "light")])
def test_an_exported_figure_is_the_rendered_image(qapp, key, scale, theme):
    from explorer.core.generate import random_session
    from explorer.core.attention.pipeline import run
    from explorer.export.files import build_figure
    from explorer.export.options import FigureOptions
    from explorer.export.render import image_pixels, png_bytes, render_image

    session = random_session(n=9, d_model=4, d_k=4, d_v=4, mode="causal", seed=3)
    trace = run(session)
    figure = build_figure(trace, key, FigureOptions(theme=theme, scale=scale), session=session, scale=scale)
    rendered = render_image(figure, scale, 300)
    pixels, phys = decode(png_bytes(figure, scale, 300))
    np.testing.assert_array_equal(pixels, image_pixels(rendered))
    assert phys == (rendered.dotsPerMeterX(), rendered.dotsPerMeterY()) == (11811, 11811)


def test_a_rendered_image_starts_white_to_its_last_row(qapp):
    # The white ground is laid a band of rows at a time: every row must get it.
    from explorer.export.render import FILL_ROWS, image_pixels, render_image

    class Blank:
        width, height = 37.0, FILL_ROWS * 1.5 + 1

        def paint(self, painter) -> None:
            pass

    image = render_image(Blank(), 2)
    assert (image.width(), image.height()) == (74, int(2 * Blank.height))
    assert (image_pixels(image) == 0xFFFFFFFF).all()
