"""Colours and type of exported figures, light (slides, paper) and dark."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Theme:
    """Colours as ``#rrggbb``; a figure uses nothing else."""

    name: str
    background: str
    text: str
    muted: str  # formulas, captions, tick labels
    panel: str  # the cards of the pipeline slide
    mask_fill: str
    mask_hatch: str
    mask_text: str
    rule: str  # colour-bar frame, arrows


LIGHT = Theme("light", background="#ffffff", text="#1b1d21", muted="#5b606b", panel="#f3f4f7",
              mask_fill="#e9eaee", mask_hatch="#656a75", mask_text="#454a55", rule="#8a8f9a")
DARK = Theme("dark", background="#17191d", text="#eceef2", muted="#a3a8b3", panel="#22252b",
             mask_fill="#2c2f36", mask_hatch="#8e939d", mask_text="#c4c9d3", rule="#80858f")
THEMES = {"light": LIGHT, "dark": DARK}

#: Font families in order of preference; the first one installed is used and
#: named first in SVG files, the rest are fallbacks for the viewer.
FONT_FAMILIES = ("Inter", "Source Sans 3", "Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans")


def theme(name: str) -> Theme:
    return THEMES[name]


def rgb(colour: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` as (r, g, b) bytes (the screen's overlays take a theme's colours so)."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)
