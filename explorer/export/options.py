"""What a person chooses for a figure: theme, values, colormap, title, size."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.core.io.safe_text import excerpt
from explorer.core.io.text_limits import MAX_TITLE_CHARS
from explorer.core.wording import translate
from explorer.export.colormaps import COLORMAPS, is_colormap
from explorer.export.view import ExportError

THEME_NAMES = ("light", "dark")
SCALES = (1, 2, 3, 4)
#: Logical units per inch: figures are laid out in CSS pixels, so the 16:9
#: slide (1280 × 720) is exactly a 13.33 × 7.5 in widescreen slide.
LOGICAL_DPI = 96


@dataclass(frozen=True)
class FigureOptions:
    """Choices for one figure.

    ``scale`` (1–4) multiplies the pixel size of PNGs and clipboard images,
    which carry a ``dpi`` tag. ``width_mm`` is the physical width of SVG and
    PDF (the height follows the figure's aspect); None keeps the natural size
    (96 logical units per inch). ``decimals`` None picks per step (none for
    whole numbers, 3 for weights, 2 otherwise). ``title`` None uses the step's.
    """

    theme: str = "light"
    values: bool = True
    colormap: str = "auto"
    title: str | None = None
    scale: int = 2
    dpi: int = 300
    width_mm: float | None = None
    decimals: int | None = None
    #: Draw the title, formula and caption above the matrix (a deck page prints its own).
    header: bool = True
    #: Mark every cell below 0 with a notch in its corner (View → Mark Negative Cells): the sign without the colour.
    negatives: bool = False

    def __post_init__(self) -> None:
        if self.title is not None and len(self.title) > MAX_TITLE_CHARS:
            raise ExportError(translate("Options", "title: {length:,} characters long, over the limit of {limit:,}")
                              .format(length=len(self.title), limit=MAX_TITLE_CHARS))
        if self.theme not in THEME_NAMES:
            raise ExportError(translate("Options", "unknown theme {name}; expected one of {themes}").format(
                name=excerpt(self.theme), themes=", ".join(THEME_NAMES)))
        if self.colormap not in COLORMAPS and not is_colormap(self.colormap):
            raise ExportError(translate("Options", "unknown colormap {name}; expected one of {colormaps}").format(
                name=excerpt(self.colormap), colormaps=", ".join(COLORMAPS)))
        if self.scale not in SCALES:
            raise ExportError(translate("Options", "scale must be 1, 2, 3 or 4, not {scale}").format(
                scale=repr(self.scale)))
        if not 36 <= self.dpi <= 2400:
            raise ExportError(translate("Options", "dpi must be between 36 and 2400, not {dpi}").format(
                dpi=repr(self.dpi)))
        if self.width_mm is not None and not 10 <= self.width_mm <= 2000:
            raise ExportError(translate("Options", "width must be between 10 and 2000 mm, not {width}").format(
                width=repr(self.width_mm)))
        if self.decimals is not None and not 0 <= self.decimals <= 12:
            raise ExportError(translate("Options", "decimals must be between 0 and 12, not {decimals}").format(
                decimals=repr(self.decimals)))
