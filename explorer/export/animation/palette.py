"""The one palette a GIF animation is drawn in, and frames mapped onto it (NumPy and Pillow; no Qt).

:func:`gif_palette` makes a palette of at most 256 colours from a few sample frames (the
samples' own colours when they fit, else flat fills kept exact and Pillow's median cut of
the rest); :class:`_ColourMap` maps frames to its nearest entries, never dithered, remembering
each colour met: what :class:`~explorer.export.animation.encode.GifWriter` writes, and what
:func:`quantized` shows (a GIF decoder's reading). Pillow loads when used.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

#: Colours not met before matched to the palette at a time (a few MB of distances).
_MATCH_CHUNK = 4096
#: At most this many pixels of the sample frames make the palette (every n-th beyond it).
_PALETTE_PIXELS = 4_000_000
#: A colour on this share of the sampled pixels is a flat fill, kept exact (20 × 11 px of 1280 × 720).
_FLAT_SHARE = 1 / 4096


def _whole(value: object) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def _check_palette(palette: np.ndarray) -> np.ndarray:
    if (not isinstance(palette, np.ndarray) or palette.dtype != np.uint8 or palette.ndim != 2
            or palette.shape[1] != 3 or not 2 <= palette.shape[0] <= 256):
        raise ValueError("palette must be a k × 3 uint8 array with 2 ≤ k ≤ 256")
    return np.ascontiguousarray(palette)


def _keys(rgb: np.ndarray) -> np.ndarray:
    """Each colour of ``rgb`` (… × 3 uint8) as one uint32, 0xRRGGBB."""
    return (rgb[..., 0].astype(np.uint32) << 16) | (rgb[..., 1].astype(np.uint32) << 8) | rgb[..., 2]


def _colours(keys: np.ndarray) -> np.ndarray:
    """:func:`_keys` undone: n keys back as n × 3 uint8."""
    return np.stack([keys >> 16, keys >> 8, keys], axis=-1).astype(np.uint8)


def _nearest(colours: np.ndarray, palette: np.ndarray) -> np.ndarray:
    """Index of the palette entry nearest each colour (squared RGB distance,
    the lowest index on a tie); n × 3 in, n out."""
    d = colours.astype(np.int32)[:, None, :] - palette.astype(np.int32)[None, :, :]
    return np.argmin((d * d).sum(axis=2), axis=1)


class _ColourMap:
    """Frames to palette indices, nearest colour, no dithering. Each colour's
    answer is kept in a table of all 2**24 colours (index + 1; 0 for a colour
    not met yet), so a frame costs one lookup and only new colours are matched.
    The table is allocated zeroed: only the pages of colours met take memory."""

    def __init__(self, palette: np.ndarray) -> None:
        self._palette = palette
        self._known = np.zeros(1 << 24, dtype=np.uint16)

    def indices(self, rgb: np.ndarray) -> np.ndarray:
        """h × w × 3 uint8 → h × w uint8 palette indices."""
        keys = _keys(rgb)
        found = self._known[keys]
        missing = found == 0
        if missing.any():
            new = np.unique(keys[missing])
            for start in range(0, len(new), _MATCH_CHUNK):
                part = new[start:start + _MATCH_CHUNK]
                self._known[part] = _nearest(_colours(part), self._palette) + 1
            found = self._known[keys]
        return (found - 1).astype(np.uint8)


def quantized(rgb: np.ndarray, palette: np.ndarray) -> np.ndarray:
    """``rgb`` (h × w × 3 uint8) with each pixel replaced by its nearest colour
    of ``palette`` (k × 3 uint8), exactly as :class:`GifWriter` maps it: what a
    GIF decoder reads back. h × w × 3 uint8."""
    palette = _check_palette(palette)
    if not isinstance(rgb, np.ndarray) or rgb.dtype != np.uint8 or rgb.ndim != 3 or rgb.shape[2] != 3:
        raise ValueError("rgb must be an h × w × 3 uint8 array")
    return palette[_ColourMap(palette).indices(rgb)]


def gif_palette(samples: Sequence[np.ndarray], colours: int = 256) -> np.ndarray:
    """One palette for a whole animation from a few of its frames (each h × w × 3
    uint8, sizes may differ): k × 3 uint8, 2 ≤ k ≤ ``colours``. Exactly the samples'
    colours when they fit (the GIF is then lossless); otherwise the colours of flat
    areas (each on 1/4096 of the pixels, up to half the palette) exactly, and Pillow's
    median cut of the other colours, each counted once (edges, gradients, colormaps)."""
    from PIL import Image

    if not _whole(colours) or not 2 <= colours <= 256:
        raise ValueError(f"colours must be a whole number from 2 to 256, not {colours!r}")
    if not len(samples) or not all(isinstance(s, np.ndarray) and s.dtype == np.uint8 and s.ndim == 3
                                   and s.shape[2] == 3 for s in samples):
        raise ValueError("samples must be one or more h × w × 3 uint8 arrays")
    step = -(-sum(sample.shape[0] * sample.shape[1] for sample in samples) // _PALETTE_PIXELS)
    pixel_keys = np.concatenate([_keys(sample).ravel()[::step] for sample in samples])
    keys, counts = np.unique(pixel_keys, return_counts=True)
    if len(keys) <= colours:
        palette = _colours(keys)
    else:
        biggest = np.argsort(counts, kind="stable")[::-1][:colours // 2]
        flat = keys[biggest[counts[biggest] >= len(pixel_keys) * _FLAT_SHARE]]
        # Each other colour once: a colormap's ramp (a pixel a colour) counts as much as
        # the antialiased edges (thousands of pixels), so later heatmaps keep their colours.
        rest = _colours(keys[~np.isin(keys, flat)])
        # About 1024 wide, not a pixel per row (Pillow allocates rows); np.resize repeats a few to fill it.
        wide = min(len(rest), 1024)
        image = Image.fromarray(np.resize(rest, (-(-len(rest) // wide), wide, 3)))
        cut = image.quantize(colors=colours - len(flat), method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        used = np.unique(np.asarray(cut))
        shades = np.asarray(cut.getpalette(), dtype=np.uint8).reshape(-1, 3)[used]
        palette = np.concatenate([_colours(flat), shades])
        # Median cut may land on a flat colour again: keep each colour once, in order.
        _, first = np.unique(_keys(palette), return_index=True)
        palette = palette[np.sort(first)]
    if len(palette) < 2:  # a GIF palette has at least two entries; the second is never used
        palette = np.concatenate([palette, 255 - palette])
    return np.ascontiguousarray(palette, dtype=np.uint8)
