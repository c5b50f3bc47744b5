"""The step registry: what every consumer needs to know about a step id.

The pipeline, the heatmaps, the step cards, the inspector, the exporters and
``compute`` all read these facts here instead of writing them again: the
step's title and its name in a selector, the row of the step-by-step panel it
belongs to, what its rows and columns are, how its colours span their range,
how a picture of a long sequence reduces it, and whether it is drawn with the
causal mask. NumPy only. How the reference text numbers and names the steps
is one table of its own, :mod:`explorer.core.attention.text_steps`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from explorer.core.attention.masks import Visibility, has_visibility_mask
from explorer.core.attention.step_keys import input_symbol
from explorer.core.wording import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class StepInfo:
    """Facts about one step id.

    ``colour`` is ``"probability"`` (a fixed 0…1 range: rows are
    distributions) or ``"data"`` (a range from the values: centred on 0 when
    they have both signs). ``picture`` is how blocks of cells of a long
    sequence become one pixel: ``"max"`` keeps a bright weight visible,
    ``"mean"`` averages. ``masked`` steps are drawn with the causal mask in
    causal mode.

    The fields keep the English (``english_title``, ``english_choice``,
    ``english_axes``: the axes' names are compared in code); ``title``,
    ``choice`` and ``axes`` are what a person reads, in their language.
    """

    id: str
    english_title: str
    english_choice: str
    stage: str
    english_axes: tuple[str, str]
    colour: str = "data"
    picture: str = "mean"
    masked: bool = False

    @property
    def title(self) -> str:
        """The step's title, in the chosen language."""
        return translate("Steps", self.english_title)

    @property
    def choice(self) -> str:
        """The step's name in a selector, in the chosen language (the source tokens' matrix named as
        :func:`~explorer.core.attention.step_keys.input_symbol` names it)."""
        text = translate("Steps", self.english_choice)
        return text.format(source=input_symbol("source_embeddings")) if "{source}" in self.english_choice else text

    @property
    def axes(self) -> tuple[str, str]:
        """What the rows and columns are, as axis labels in the chosen language."""
        return shown_axes(self.english_axes)

    @property
    def probability(self) -> bool:
        return self.colour == "probability"


def shown_axes(names: tuple[str, str]) -> tuple[str, str]:
    """Axis names (``"queries"``, ``"keys"`` …, as :func:`axis_names` gives them) as a person
    reads them, in the chosen language."""
    return translate("Steps", names[0]), translate("Steps", names[1])


_QK = (QT_TRANSLATE_NOOP("Steps", "queries"), QT_TRANSLATE_NOOP("Steps", "keys"))
_QD = (QT_TRANSLATE_NOOP("Steps", "queries"), QT_TRANSLATE_NOOP("Steps", "dimensions"))
_KD = (QT_TRANSLATE_NOOP("Steps", "keys"), QT_TRANSLATE_NOOP("Steps", "dimensions"))
_PD = (QT_TRANSLATE_NOOP("Steps", "tokens"), QT_TRANSLATE_NOOP("Steps", "dimensions"))
_SD = (QT_TRANSLATE_NOOP("Steps", "source tokens"), QT_TRANSLATE_NOOP("Steps", "dimensions"))
#: The axes of a matrix that is not a step.
_ROWS_COLUMNS = (QT_TRANSLATE_NOOP("Steps", "rows"), QT_TRANSLATE_NOOP("Steps", "columns"))

#: Every step id, in pipeline order.
STEPS: dict[str, StepInfo] = {info.id: info for info in (
    StepInfo("pe", QT_TRANSLATE_NOOP("Steps", "Positional encoding"),
             QT_TRANSLATE_NOOP("Steps", "Positional encoding  PE"), "inputs", _PD),
    StepInfo("x_pe", QT_TRANSLATE_NOOP("Steps", "Embeddings with positions"),
             QT_TRANSLATE_NOOP("Steps", "Embeddings + positions  X + PE"), "inputs", _PD),
    StepInfo("pe_src", QT_TRANSLATE_NOOP("Steps", "Source positional encoding"),
             QT_TRANSLATE_NOOP("Steps", "Source positional encoding  PE_enc"), "inputs", _SD),
    StepInfo("x_pe_src", QT_TRANSLATE_NOOP("Steps", "Source embeddings with positions"),
             QT_TRANSLATE_NOOP("Steps", "Source + positions  {source} + PE_enc"), "inputs", _SD),
    StepInfo("visibility", QT_TRANSLATE_NOOP("Steps", "Visibility mask"),
             QT_TRANSLATE_NOOP("Steps", "Visibility mask  causal ∧ window ∧ padding"), "scores", _QK,
             colour="probability", picture="max"),
    StepInfo("kv_groups", QT_TRANSLATE_NOOP("Steps", "KV groups"),
             QT_TRANSLATE_NOOP("Steps", "KV groups  head → shared K, V"), "linear",
             (QT_TRANSLATE_NOOP("Steps", "heads"), QT_TRANSLATE_NOOP("Steps", "KV groups")),
             colour="probability", picture="max"),
    StepInfo("latent", QT_TRANSLATE_NOOP("Steps", "Latent"),
             QT_TRANSLATE_NOOP("Steps", "Latent  c = X·W_DKV"), "linear", _PD),
    StepInfo("q", QT_TRANSLATE_NOOP("Steps", "Queries"), QT_TRANSLATE_NOOP("Steps", "Queries  Q"), "linear", _QD),
    StepInfo("k", QT_TRANSLATE_NOOP("Steps", "Keys"), QT_TRANSLATE_NOOP("Steps", "Keys  K"), "linear", _KD),
    StepInfo("v", QT_TRANSLATE_NOOP("Steps", "Values"), QT_TRANSLATE_NOOP("Steps", "Values  V"), "linear", _KD),
    StepInfo("q_norm", QT_TRANSLATE_NOOP("Steps", "Normalised queries"),
             QT_TRANSLATE_NOOP("Steps", "Normalised queries  QK-norm(Q)"), "linear", _QD),
    StepInfo("k_norm", QT_TRANSLATE_NOOP("Steps", "Normalised keys"),
             QT_TRANSLATE_NOOP("Steps", "Normalised keys  QK-norm(K)"), "linear", _KD),
    StepInfo("q_rot", QT_TRANSLATE_NOOP("Steps", "Rotated queries"),
             QT_TRANSLATE_NOOP("Steps", "Rotated queries  RoPE(Q)"), "linear", _QD),
    StepInfo("k_rot", QT_TRANSLATE_NOOP("Steps", "Rotated keys"),
             QT_TRANSLATE_NOOP("Steps", "Rotated keys  RoPE(K)"), "linear", _KD),
    StepInfo("phi_q", QT_TRANSLATE_NOOP("Steps", "Query features"),
             QT_TRANSLATE_NOOP("Steps", "Query features  φ(Q)"), "linear", _QD),
    StepInfo("phi_k", QT_TRANSLATE_NOOP("Steps", "Key features"),
             QT_TRANSLATE_NOOP("Steps", "Key features  φ(K)"), "linear", _KD),
    StepInfo("kernel_scores", QT_TRANSLATE_NOOP("Steps", "Kernel scores"),
             QT_TRANSLATE_NOOP("Steps", "Kernel scores  φ(Q)·φ(K)ᵀ"), "scores", _QK, masked=True),
    StepInfo("scores", QT_TRANSLATE_NOOP("Steps", "Scores"),
             QT_TRANSLATE_NOOP("Steps", "Scores  Q·Kᵀ"), "scores", _QK),
    StepInfo("absorbed", QT_TRANSLATE_NOOP("Steps", "Absorbed scores"),
             QT_TRANSLATE_NOOP("Steps", "Absorbed scores  (Q·W_UKᵀ)·cᵀ"), "scores", _QK),
    StepInfo("scores_2", QT_TRANSLATE_NOOP("Steps", "Second scores"),
             QT_TRANSLATE_NOOP("Steps", "Second scores  Q₂·K₂ᵀ"), "scores", _QK),
    StepInfo("scaled", QT_TRANSLATE_NOOP("Steps", "Scaled scores"),
             QT_TRANSLATE_NOOP("Steps", "Scaled scores  S / √d_k"), "scores", _QK),
    StepInfo("bias", QT_TRANSLATE_NOOP("Steps", "ALiBi bias"),
             QT_TRANSLATE_NOOP("Steps", "ALiBi bias  −m_h·|i − j|"), "scores", _QK),
    StepInfo("biased", QT_TRANSLATE_NOOP("Steps", "Biased scores"),
             QT_TRANSLATE_NOOP("Steps", "Biased scores  S′ + B"), "scores", _QK),
    StepInfo("softcapped", QT_TRANSLATE_NOOP("Steps", "Soft-capped scores"),
             QT_TRANSLATE_NOOP("Steps", "Soft-capped scores  c·tanh(S′/c)"), "scores", _QK),
    StepInfo("masked", QT_TRANSLATE_NOOP("Steps", "Causal mask"),
             QT_TRANSLATE_NOOP("Steps", "Masked scores (causal)"), "scores", _QK, masked=True),
    StepInfo("weights_1", QT_TRANSLATE_NOOP("Steps", "First weights"),
             QT_TRANSLATE_NOOP("Steps", "First weights  A₁"), "scores", _QK,
             colour="probability", picture="max", masked=True),
    StepInfo("weights_2", QT_TRANSLATE_NOOP("Steps", "Second weights"),
             QT_TRANSLATE_NOOP("Steps", "Second weights  A₂"), "scores", _QK,
             colour="probability", picture="max", masked=True),
    StepInfo("weights", QT_TRANSLATE_NOOP("Steps", "Attention weights"),
             QT_TRANSLATE_NOOP("Steps", "Attention weights  softmax(S′)"), "scores", _QK,
             colour="probability", picture="max", masked=True),
    StepInfo("sink_share", QT_TRANSLATE_NOOP("Steps", "Sink share"),
             QT_TRANSLATE_NOOP("Steps", "Sink share  p_sink"), "scores",
             (QT_TRANSLATE_NOOP("Steps", "queries"), QT_TRANSLATE_NOOP("Steps", "sink")),
             colour="probability"),
    StepInfo("weighted_values", QT_TRANSLATE_NOOP("Steps", "Weighted values"),
             QT_TRANSLATE_NOOP("Steps", "Weighted values  a_ij·v_j"), "sum", _KD, masked=True),
    StepInfo("output", QT_TRANSLATE_NOOP("Steps", "Output"),
             QT_TRANSLATE_NOOP("Steps", "Output  Z = A·V"), "sum", _QD),
    StepInfo("recurrent", QT_TRANSLATE_NOOP("Steps", "The RNN view"),
             QT_TRANSLATE_NOOP("Steps", "The RNN view  state S_i, z_i"), "sum", _QD),
    StepInfo("concat", QT_TRANSLATE_NOOP("Steps", "Concatenated heads"),
             QT_TRANSLATE_NOOP("Steps", "All heads concatenated"), "heads", _QD),
    StepInfo("projected", QT_TRANSLATE_NOOP("Steps", "Output projection"),
             QT_TRANSLATE_NOOP("Steps", "Projected  Z·W_O"), "heads", _QD),
    StepInfo("cache", QT_TRANSLATE_NOOP("Steps", "Cache and cost"),
             QT_TRANSLATE_NOOP("Steps", "Cache and cost  bytes per token"), "heads",
             (QT_TRANSLATE_NOOP("Steps", "layouts"), "")),
)}

#: The n × m steps (queries × keys): a picture of a long sequence reduces them.
QUERY_KEY_STEPS = tuple(sid for sid, info in STEPS.items() if info.english_axes == _QK)
#: Steps whose first index is a query row.
QUERY_ROW_STEPS = ("q", "q_rot", "scores", "scaled", "bias", "biased", "masked", "visibility", "weights",
                   "weighted_values", "output", "concat", "projected", "pe", "x_pe", "q_norm", "phi_q",
                   "kernel_scores", "scores_2", "softcapped", "weights_1", "weights_2", "sink_share", "absorbed",
                   "recurrent")


def info(step_id: str) -> StepInfo:
    """The registry entry of ``step_id``; KeyError naming the valid ids for an unknown one."""
    try:
        return STEPS[step_id]
    except KeyError:
        raise KeyError(f"unknown step {step_id!r}; steps are {', '.join(STEPS)}") from None


def stage_of(step_id: str) -> str:
    """The panel row of a step id; a session matrix (X, W_Q …) is an input (W_O sits with the heads)."""
    if step_id == "w_o":
        return "heads"
    found = STEPS.get(step_id)
    return found.stage if found is not None else "inputs"


def picture_how(step_id: str) -> str:
    """How a step's picture reduces blocks of cells (see :class:`StepInfo`)."""
    found = STEPS.get(step_id)
    return found.picture if found is not None else "mean"


def axis_names(step_id: str) -> tuple[str, str]:
    """What the rows and columns of a step are, in English (code compares and looks up these
    names); :func:`shown_axis_names` (or :func:`shown_axes` of these) is what a person reads."""
    found = STEPS.get(step_id)
    return found.english_axes if found is not None else _ROWS_COLUMNS


def shown_axis_names(step_id: str) -> tuple[str, str]:
    """What the rows and columns of a step are, as axis labels and figure captions in the
    chosen language."""
    return shown_axes(axis_names(step_id))


def causal_mask(xp: Any, n: int, m: int) -> Any:
    """True where the causal mask hides a key from a query: j > i (n × m, on ``xp``'s device),
    the causal part of :class:`~explorer.core.attention.masks.Visibility` alone."""
    return Visibility("causal", n, m).hidden_mask(xp)


def causal_picture(shape: tuple[int, int]) -> np.ndarray:
    """:func:`causal_mask` on the host at a picture's ``shape``, read-only and cached
    (:meth:`Visibility.picture`): a picture of k × k blocks marks the blocks the mask
    covers, without an n × n array, and a repaint can tell by identity that its mask
    did not change."""
    rows, cols = int(shape[0]), int(shape[1])
    return Visibility("causal", rows, cols).picture((rows, cols))


def shows_mask(step_id: str, trace: Any) -> bool:
    """Whether ``step_id`` of ``trace`` is drawn with the visibility mask: a
    masked step when some key is hidden from some query (causal mode, a
    sliding window or padding — not only the causal part)."""
    found = STEPS.get(step_id)
    if found is None or not found.masked:
        return False
    session = getattr(trace, "session", None)
    if session is None:
        return bool(trace.causal)
    return has_visibility_mask(session)


def colour_range(values: np.ndarray, probability: bool) -> tuple[float, float, bool]:
    """(low, high, signed): the colour range of a matrix, on screen and in figures.

    Attention weights span the fixed 0…1 (sessions compare); values of both
    signs span ±max|x| around 0 (a diverging map, 0 meaningful); values of one
    sign span min…max (a constant matrix gets ±0.5 so its bar can show it).
    Non-finite cells (a masked −∞) are left out.
    """
    a = np.asarray(values)
    finite = a[np.isfinite(a)] if a.size else a.reshape(-1)
    if probability and not (finite.size and float(finite.min()) < 0):
        return 0.0, 1.0, False
    # Weights below 0 (differential attention's A₁ − λ·A₂) are coloured as signed data.
    if not finite.size:
        return 0.0, 1.0, False
    low, high = float(finite.min()), float(finite.max())
    if low < 0 < high:
        peak = max(-low, high)
        return -peak, peak, True
    if low == high:
        return low - 0.5, high + 0.5, False
    return low, high, False


#: The screen's preferred map for values of one sign (View.colormap's default).
SEQUENTIAL_DEFAULT = "viridis"
#: Signed values on a light background: ColorBrewer's blue–white–red.
DIVERGING_DEFAULT = "rdbu"
#: Signed values on a dark background: colorcet's blue–grey–red (CET-D8), whose
#: grey middle does not glare the way rdbu's white 0 does on a dark slide.
DIVERGING_DARK = "CET-D8"


def is_diverging(name: str) -> bool:
    """Diverging maps are centred on 0 (ColorBrewer RdBu, colorcet's CET-D… and CET-CBD…)."""
    return name == "rdbu" or name.startswith(("CET-D", "CET-CBD"))


def colour_scale(values: np.ndarray, probability: bool, preferred: str | None = None, *,
                 mask: np.ndarray | None = None, dark: bool = False) -> tuple[str, float, float]:
    """(map name, low, high): THE colour rule of a matrix, for the screen's heatmaps and every figure.

    ``preferred`` is the map the person chose (``View.colormap``; None or
    ``"auto"``: viridis). Values of one sign use it over :func:`colour_range`
    (attention weights over the fixed 0…1). Values of both signs always use a
    diverging map centred on 0: the preferred one when it is diverging, else
    blue–white–red (blue–grey–red when ``dark``). A diverging map chosen for
    values of one sign is still centred on 0, so its middle colour always
    means 0. Cells where ``mask`` is True, and non-finite cells, are left out.
    """
    a = np.asarray(values)
    if mask is not None and mask.shape == a.shape and mask.any():
        a = a[~mask]
    low, high, signed = colour_range(a, probability)
    name = SEQUENTIAL_DEFAULT if preferred in (None, "", "auto") else str(preferred)
    if signed:
        if not is_diverging(name):
            name = DIVERGING_DARK if dark else DIVERGING_DEFAULT
    elif is_diverging(name):
        top = max(abs(low), abs(high)) or 1.0
        low, high = -top, top
    if dark and name == DIVERGING_DEFAULT:
        name = DIVERGING_DARK
    return name, low, high
