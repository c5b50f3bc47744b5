"""Which lines of the Lines view no one can see, so that they are not drawn.

Real attention is dense: at 130 tokens a MiniLM head has 16 900 weights, most
of them below 0.01, and each became a line, antialiased, 25–40 µs to draw.
Such a line is both thinner than a device pixel and nearly transparent: where
it is strongest, the pixel it crosses moves less than one just-noticeable
colour difference from the background. Leaving it out changes nothing a person
can see; the view says how many lines it drew, and hovering a token still
shows every one of its lines.

The rule, with bounds that keep a line whenever in doubt: a line of weight w
is drawn with the opacity of its alpha byte (round(255 w) / 255) and a pen
:func:`~explorer.app.lines_geometry.line_widths` wide (taken at a row spacing no less than
the painter's). Its strongest pixel is covered at most
min(1, width in device pixels); blended over the background in the painter's
(sRGB) space and rounded to whole bytes towards the line, that pixel is seen
when it differs from the background by at
least :data:`JUST_NOTICEABLE` in CIE 1976 ΔE*ab. No Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import numpy as np

#: The least colour difference (CIE 1976 ΔE*ab) that a line's strongest pixel must make to be
#: drawn: the usual just-noticeable difference of two colour patches side by side (Sharma,
#: 2003). A line a pixel wide is harder to see than a patch, so this keeps a margin.
JUST_NOTICEABLE = 2.3

_D65 = np.array([0.95047, 1.0, 1.08883])
_TO_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                    [0.2126729, 0.7151522, 0.0721750],
                    [0.0193339, 0.1191920, 0.9503041]])


def lab(rgb: np.ndarray) -> np.ndarray:
    """CIE L*a*b* (D65) of sRGB colours 0–255 (last axis: R, G, B)."""
    c = np.asarray(rgb, dtype=np.float64) / 255.0
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    t = (linear @ _TO_XYZ.T) / _D65
    f = np.where(t > (6 / 29) ** 3, np.cbrt(t), t / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


@lru_cache(maxsize=512)  # asked again at every resize of the Lines tab, per head colour
def least_alpha_byte(line: str, background: str, ratio: float, spacing: float) -> int:
    """The least alpha byte (1–255) at which a line of colour ``line`` can be seen on
    ``background`` at ``ratio`` device pixels a pixel, its rows ``spacing`` pixels apart
    or less (256: never, the same colour)."""
    from explorer.app.lines import hex_rgb
    from explorer.app.lines_geometry import line_widths  # the painter's widths: one rule

    alpha = np.arange(256) / 255.0
    cover = np.minimum(1.0, line_widths(alpha, spacing) * max(ratio, 0.0))
    bg, fg = np.array(hex_rgb(background), np.float64), np.array(hex_rgb(line), np.float64)
    change = (alpha * cover)[:, None] * (fg - bg)
    blended = bg + np.sign(change) * np.ceil(np.abs(change))  # the painter's bytes, rounded towards the line
    difference = np.linalg.norm(lab(blended) - lab(bg), axis=-1)
    seen = np.flatnonzero(difference >= JUST_NOTICEABLE)
    return int(seen[0]) if seen.size else 256


def least_seen(colors: Sequence[str], background: str, ratio: float, spacing: float) -> tuple[float, ...]:
    """For each line colour, the least weight whose line can be seen (the weights that round
    to the least alpha byte, :func:`least_alpha_byte`, and above); ``spacing`` at least the
    rows' (a view's height over its tokens: wider pens, so fewer lines are left out)."""
    return tuple((least_alpha_byte(c, background, ratio, spacing) - 0.5) / 255.0 for c in colors)
