"""Colormaps for exported figures: lookup tables and value → colour mapping.

Two sequential maps (viridis, cividis) for values with a natural floor, such
as attention weights in [0, 1], and one diverging map (``rdbu``: blue, white,
red) centred on 0 for signed steps (queries, keys, scores ...). All three are
colour-blind safe. NumPy only: no Qt, no matplotlib.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from explorer.core.attention.steps import colour_scale, is_diverging
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.colormap_data import CIVIDIS, VIRIDIS

#: Names built in (no Qt needed); ``auto`` picks per step (see :func:`scale_for`).
COLORMAPS = ("auto", "viridis", "cividis", "rdbu")
#: The app's heatmaps also offer these pyqtgraph maps; a figure accepts them
#: too (their tables come from pyqtgraph, loaded only when asked for).
APP_COLORMAPS = ("magma", "CET-CBL1", "CET-CBD1", "CET-D1A")
#: How each map is offered in a list (English: translate with :func:`colormap_label`).
COLORMAP_LABELS = {
    "auto": QT_TRANSLATE_NOOP("Colormaps", "As on screen (viridis; signed steps blue–white–red, centred on 0)"),
    "viridis": QT_TRANSLATE_NOOP("Colormaps", "viridis (sequential)"),
    "cividis": QT_TRANSLATE_NOOP("Colormaps", "cividis (sequential)"),
    "magma": QT_TRANSLATE_NOOP("Colormaps", "magma (sequential)"),
    "CET-CBL1": QT_TRANSLATE_NOOP("Colormaps", "CET-CBL1 (sequential, colour-blind)"),
    "rdbu": QT_TRANSLATE_NOOP("Colormaps", "blue–white–red (diverging, centred on 0)"),
    "CET-CBD1": QT_TRANSLATE_NOOP("Colormaps", "CET-CBD1 (diverging, colour-blind, centred on 0)"),
}
SEQUENTIAL = ("viridis", "cividis", "magma", "CET-CBL1")
#: How a map is called where it is named (the Colours box, the captions).
MAP_NAMES = {"rdbu": QT_TRANSLATE_NOOP("Colormaps", "blue–white–red"),
             "CET-D8": QT_TRANSLATE_NOOP("Colormaps", "blue–grey–red")}


def colormap_label(name: str) -> str:
    """How map ``name`` (a key of :data:`COLORMAP_LABELS`) is offered in a list, in the chosen language."""
    return translate("Colormaps", COLORMAP_LABELS[name])


def map_name(name: str) -> str:
    """A map's name as a person reads it: "viridis", "blue–white–red" (rdbu)."""
    return translate("Colormaps", MAP_NAMES[name]) if name in MAP_NAMES else name


def colours_note(chosen: str, shown: str) -> str:
    """What the Colours box adds when the step shown does not use the chosen map
    (:func:`explorer.core.attention.steps.colour_scale` switched it): "signed step: blue–white–red"
    (a diverging map centred on 0); "" when the step uses the map the box names."""
    if shown == chosen or (chosen in ("", "auto") and shown == "viridis"):
        return ""
    if is_diverging(shown):
        return translate("Colormaps", "signed step: {colormap}").format(colormap=map_name(shown))
    return translate("Colormaps", "this step: {colormap}").format(colormap=map_name(shown))


def is_colormap(name: str) -> bool:
    """True for a built-in name or ``auto`` (no Qt), or a map pyqtgraph knows."""
    if name in COLORMAPS:
        return True
    try:
        lut(name)
    except ValueError:
        return False
    return True

# ColorBrewer's 11-class RdBu (Brewer, Penn State; colour-blind safe), listed
# from negative to positive so negatives are blue and positives red. Linear
# interpolation between these anchors is how matplotlib builds RdBu_r too.
_RDBU_ANCHORS = ("053061", "2166ac", "4393c3", "92c5de", "d1e5f0", "f7f7f7",
                 "fddbc7", "f4a582", "d6604d", "b2182b", "67001f")
LUT_SIZE = 256


def _from_hex(table: str) -> np.ndarray:
    raw = bytes.fromhex(table)
    return np.frombuffer(raw, dtype=np.uint8).reshape(-1, 3).copy()


@lru_cache(maxsize=None)
def lut(name: str) -> np.ndarray:
    """The (256, 3) uint8 sRGB table of colormap ``name`` (low → high).

    ValueError for an unknown name (``auto`` is not a table).
    """
    if name == "viridis":
        table = _from_hex(VIRIDIS)
    elif name == "cividis":
        table = _from_hex(CIVIDIS)
    elif name == "rdbu":
        anchors = _from_hex("".join(_RDBU_ANCHORS)).astype(np.float64)
        where = np.linspace(0.0, 1.0, len(anchors))
        x = np.linspace(0.0, 1.0, LUT_SIZE)
        table = np.stack([np.interp(x, where, anchors[:, c]) for c in range(3)], axis=1)
        table = np.round(table).astype(np.uint8)
    else:
        table = _pyqtgraph_lut(name)
    table.setflags(write=False)
    return table


def _pyqtgraph_lut(name: str) -> np.ndarray:
    try:
        import pyqtgraph  # the app's maps: imported only for a name not built in
        cmap = pyqtgraph.colormap.get(name)
    except Exception:  # pyqtgraph raises several kinds for an unknown name
        cmap = None
    if cmap is None:
        raise ValueError(translate("Colormaps", "unknown colormap {name}; expected one of {colormaps}").format(
            name=repr(name), colormaps=", ".join(COLORMAPS[1:] + APP_COLORMAPS)))
    return np.asarray(cmap.getLookupTable(0.0, 1.0, LUT_SIZE, alpha=False), dtype=np.uint8).copy()


#: Cells coloured at a time (:meth:`ColorScale.colors`): 4 MiB of float64.
COLOR_BAND = 1 << 19


@dataclass(frozen=True)
class ColorScale:
    """A colormap with its value range: what a colour bar shows."""

    name: str
    vmin: float
    vmax: float

    @property
    def diverging(self) -> bool:
        return is_diverging(self.name)

    def colors(self, values: np.ndarray) -> np.ndarray:
        """uint8 sRGB colours, shape ``values.shape + (3,)``.

        Values outside [vmin, vmax] take the end colours; non-finite values get
        the low end (masked cells are drawn separately by the caller).
        """
        values = np.asarray(values)
        out = np.empty(values.shape + (3,), dtype=np.uint8)
        flat, colours = values.reshape(-1), out.reshape(-1, 3)
        # A band of cells at a time in one float64 buffer with 1-byte indices:
        # a 2048 × 2048 figure picture's float64 copy alone was 32 MB.
        for start in range(0, flat.size, COLOR_BAND):
            self._colors_into(flat[start:start + COLOR_BAND], colours[start:start + COLOR_BAND])
        return out

    def _colors_into(self, values: np.ndarray, out: np.ndarray) -> None:
        t = np.asarray(values, dtype=np.float64)
        span = self.vmax - self.vmin
        with np.errstate(invalid="ignore"):
            if span > 0:
                t = np.subtract(t, self.vmin)
                t /= span
            else:
                t = np.full(t.shape, 0.5)
        t[~np.isfinite(t)] = 0.0
        t *= LUT_SIZE - 1
        np.round(t, out=t)
        np.clip(t, 0, LUT_SIZE - 1, out=t)
        np.take(lut(self.name), t.astype(np.uint8), axis=0, out=out)  # (a gather 3× faster than lut[index])

    def color(self, value: float) -> tuple[int, int, int]:
        """The colour of one value as an (r, g, b) tuple."""
        r, g, b = (int(c) for c in self.colors(np.array([value]))[0])
        return r, g, b

    def ticks(self, count: int = 5) -> list[float]:
        """Evenly spaced values for the colour bar, ends included (0 among them when diverging)."""
        return [float(v) for v in np.linspace(self.vmin, self.vmax, count)]


def scale_for(values: np.ndarray, requested: str = "auto", *, probabilities: bool = False,
              dark: bool = False) -> ColorScale:
    """The colour scale for a step's values: the screen's rule,
    :func:`explorer.core.attention.steps.colour_scale`, so a figure shows what the window shows.

    ``requested`` is the preferred map (``auto``: viridis, as the window);
    values of both signs always get a diverging map centred on 0, blue–grey–red
    on a ``dark`` figure. Non-finite values (masked −∞) are ignored.
    """
    name, low, high = colour_scale(values, probabilities, requested, dark=dark)
    lut(name)  # ValueError for an unknown name
    return ColorScale(name, low, high)


def relative_luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG relative luminance of an sRGB colour, 0 (black) .. 1 (white)."""
    def channel(c: int) -> float:
        s = c / 255.0
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def text_on(rgb: tuple[int, int, int], dark: str = "#111111", light: str = "#ffffff") -> str:
    """The text colour (dark or light) with the higher WCAG contrast on ``rgb``."""
    lum = relative_luminance(rgb)
    # Contrast against near-black (#111, luminance ≈ 0.0056) versus white (1.0).
    return dark if (lum + 0.05) / 0.0556 >= 1.05 / (lum + 0.05) else light
