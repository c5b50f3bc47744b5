"""Why the scores are divided by √d_k: sampled dot products and the softmax they give.

Step 2 of the reference text divides each score by the square root of the
dimension of the key vector. The argument (Vaswani et al., 2017): when the
d_k components of q and k are independent with mean 0 and variance 1, the
dot product q·k = Σ q_i k_i is a sum of d_k unit-variance terms, so its
variance is d_k and its spread (standard deviation) √d_k; divided by √d_k the
variance is 1 again, whatever d_k is. Undivided, a softmax over such scores
puts nearly all the weight on one key as d_k grows, and there its gradients
vanish.

:func:`scaling_demo` draws the samples that show it, deterministically (a
fixed seed per d_k, so a row does not change when another is added): for
each d_k the q·k of independent pairs raw and divided, their standard
deviations, one row of :data:`KEYS` scores (one query against KEYS keys)
through the softmax raw and divided, and the mean max weight and entropy over
many such rows (:func:`explorer.core.attention.stats.saturation_vs_dk`). The texts of
the chart (:func:`takeaway`, :func:`caption`) are here too, so the window, the
figure and the deck say the same. Pure NumPy; a few million random numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from explorer.core.attention.pipeline import softmax_rows
from explorer.core.attention.stats import row_entropy, saturation_vs_dk
from explorer.core.attention.text_steps import text_step
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The key dimensions the chart always shows (the issue's: small, BERT-sized, large).
DIMENSIONS = (4, 64, 512)
#: Independent (q, k) pairs per d_k for the spread.
SAMPLES = 2000
#: Keys in the softmax row (one query against this many keys).
KEYS = 8
#: Sets of KEYS queries × KEYS keys averaged for the mean max weight and entropy.
TRIALS = 64
SEED = 13
#: A session's d_k above this is not sampled (the chart would cost seconds): the caption says so.
MAX_SAMPLED_D_K = 1024
#: A histogram spans ± this many (expected) standard deviations, in this many bins.
HIST_REACH = 4.0
HIST_BINS = 33

#: Translated where shown: translate("ScalingDemo", TITLE).
TITLE = QT_TRANSLATE_NOOP("ScalingDemo", "Why divide by √d_k?")
#: The reference text's words for the step (its step 2); translated where shown, as TITLE.
QUOTE = QT_TRANSLATE_NOOP("ScalingDemo", "“divide each of the results by square root of the dimension of key vector”")


@dataclass(frozen=True)
class Spread:
    """Everything the chart shows for one d_k.

    ``raw`` and ``scaled`` (shape (SAMPLES,)) are the q·k of independent pairs
    and the same numbers ÷ √d_k; ``row`` (shape (KEYS,)) the scores of one
    query against KEYS keys, ``weights_raw`` / ``weights_scaled`` its softmax
    undivided and divided (each sums to 1). ``max_*`` and ``entropy_*`` are
    that row's largest weight and entropy in bits (log₂ KEYS is uniform, 0
    one-hot); ``mean_max_*`` and ``mean_entropy_*`` the same averaged over
    ``rows`` rows. ``session``: this is the open session's d_k.
    """

    d_k: int
    raw: np.ndarray
    scaled: np.ndarray
    raw_std: float
    scaled_std: float
    row: np.ndarray
    weights_raw: np.ndarray
    weights_scaled: np.ndarray
    max_raw: float
    max_scaled: float
    entropy_raw: float
    entropy_scaled: float
    mean_max_raw: float
    mean_max_scaled: float
    mean_entropy_raw: float
    mean_entropy_scaled: float
    rows: int
    session: bool = False

    @property
    def root(self) -> float:
        """√d_k, the divisor."""
        return math.sqrt(self.d_k)


@dataclass(frozen=True)
class ScalingDemo:
    """The spreads in increasing d_k, and what was sampled.

    ``session_d_k`` is the open session's d_k (None when there is none);
    ``session_shown`` whether it has a row (False above MAX_SAMPLED_D_K)."""

    spreads: tuple[Spread, ...]
    samples: int
    keys: int
    seed: int
    session_d_k: int | None = None
    session_shown: bool = False

    def spread(self, d_k: int) -> Spread:
        """The row of ``d_k``; KeyError when the chart has none."""
        for spread in self.spreads:
            if spread.d_k == d_k:
                return spread
        raise KeyError(f"the chart has no row for d_k = {d_k}")

    @property
    def largest(self) -> Spread:
        return self.spreads[-1]


def _entropy(weights: np.ndarray) -> float:
    return float(row_entropy(weights[None, :])[0])


def sample_spread(d_k: int, *, samples: int = SAMPLES, keys: int = KEYS, trials: int = TRIALS,
                  seed: int = SEED, session: bool = False) -> Spread:
    """The :class:`Spread` of one ``d_k``: q and k with d_k independent N(0, 1)
    components, from a generator seeded by (``seed``, ``d_k``) alone. Its arrays are
    read-only: the same draw is shared by every caller (see :func:`_drawn`)."""
    if d_k < 1 or samples < 2 or keys < 1 or trials < 1:
        raise ValueError("d_k, samples, keys and trials must be positive (samples at least 2)")
    spread = _drawn(d_k, samples, keys, trials, seed)
    return replace(spread, session=True) if session else spread


@lru_cache(maxsize=32)
def _drawn(d_k: int, samples: int, keys: int, trials: int, seed: int) -> Spread:
    """Drawn once per arguments (the draw is deterministic): every lecture deck, and every preview
    of an animated lecture, shows the chart, and drawing it anew took 0.1 s (two million random
    numbers at d_k = 512) each time."""
    rng = np.random.default_rng([seed, d_k])
    q = rng.standard_normal((samples, d_k))
    k = rng.standard_normal((samples, d_k))
    raw = np.einsum("ij,ij->i", q, k)  # one dot product per pair, not a samples × samples matrix
    root = math.sqrt(d_k)
    scaled = raw / root
    query = rng.standard_normal(d_k)
    row = rng.standard_normal((keys, d_k)) @ query
    weights_raw = softmax_rows(np, row[None, :])[0]
    weights_scaled = softmax_rows(np, row[None, :], root)[0]
    for shared in (raw, scaled, row, weights_raw, weights_scaled):
        shared.flags.writeable = False
    means = saturation_vs_dk((d_k,), n=keys, seed=seed + d_k, trials=trials)
    return Spread(d_k=d_k, raw=raw, scaled=scaled, raw_std=float(raw.std()), scaled_std=float(scaled.std()),
                  row=row, weights_raw=weights_raw, weights_scaled=weights_scaled,
                  max_raw=float(weights_raw.max()), max_scaled=float(weights_scaled.max()),
                  entropy_raw=_entropy(weights_raw), entropy_scaled=_entropy(weights_scaled),
                  mean_max_raw=float(means.unscaled_max[0]), mean_max_scaled=float(means.scaled_max[0]),
                  mean_entropy_raw=float(means.unscaled_entropy[0]),
                  mean_entropy_scaled=float(means.scaled_entropy[0]),
                  rows=keys * trials)


def scaling_demo(session_d_k: int | None = None, dimensions: tuple[int, ...] = DIMENSIONS, *,
                 samples: int = SAMPLES, seed: int = SEED, reuse: ScalingDemo | None = None) -> ScalingDemo:
    """The chart's numbers: a :class:`Spread` per d_k of ``dimensions``, and
    one for ``session_d_k`` (marked as the session's) when it is not among
    them and at most MAX_SAMPLED_D_K. Deterministic given ``seed``. Rows of
    ``reuse`` (an earlier chart with the same sampling) are taken as they are:
    a new session d_k costs its own row only."""
    shown = session_d_k is not None and (session_d_k in dimensions or 1 <= session_d_k <= MAX_SAMPLED_D_K)
    wanted = sorted(set(dimensions) | ({session_d_k} if shown else set()))
    same = reuse is not None and (reuse.samples, reuse.seed) == (samples, seed)
    known = {s.d_k: s for s in reuse.spreads} if same else {}
    spreads = tuple(replace(known[d], session=shown and d == session_d_k) if d in known else
                    sample_spread(d, samples=samples, seed=seed, session=shown and d == session_d_k)
                    for d in wanted)
    return ScalingDemo(spreads, samples, KEYS, seed, session_d_k, bool(shown))


def histogram(values: np.ndarray, sigma: float, bins: int = HIST_BINS,
              reach: float = HIST_REACH) -> tuple[np.ndarray, np.ndarray]:
    """(edges (bins + 1,), counts (bins,)) of ``values`` over ± ``reach`` × ``sigma``
    (the expected standard deviation, so bins do not depend on the sample);
    the few values beyond fall outside and are not counted."""
    edges = np.linspace(-reach * sigma, reach * sigma, bins + 1)
    counts, _ = np.histogram(values, edges)
    return edges, counts


def axis_reach(demo: ScalingDemo) -> float:
    """Half the width of the chart's shared q·k axis: the widest histogram's reach."""
    return HIST_REACH * demo.largest.root


def _sig(value: float) -> str:
    return f"{value:.3g}" if value < 100 else f"{value:.0f}"


def kicker() -> str:
    """What the chart belongs to: the step of the reference text."""
    return text_step("scaled")


def takeaway(demo: ScalingDemo) -> str:
    """The chart's one line: what the division does, with the largest d_k's numbers."""
    top = demo.largest
    return translate("ScalingDemo", "Undivided, the spread of q·k grows like √d_k and the softmax turns one-hot: at "
                                    "d_k = {d_k} its top key gets {top_raw:.2f} of the weight on average and its "
                                    "gradients shrink toward 0. ÷ √d_k keeps the spread at 1 for every d_k "
                                    "(top key {top_scaled:.2f}).").format(d_k=top.d_k, top_raw=top.mean_max_raw,
                                                                         top_scaled=top.mean_max_scaled)


def spread_line(demo: ScalingDemo) -> str:
    """The standard deviations measured, raw and divided, d_k by d_k."""
    raw = ", ".join(_sig(s.raw_std) for s in demo.spreads)
    scaled = ", ".join(f"{s.scaled_std:.2f}" for s in demo.spreads)
    dims = ", ".join(str(s.d_k) for s in demo.spreads)
    return translate("ScalingDemo", "σ of q·k at d_k = {dimensions}: {raw} (≈ √d_k); divided: {scaled} (≈ 1)").format(
        dimensions=dims, raw=raw, scaled=scaled)


def caption(demo: ScalingDemo) -> str:
    """Which vectors were drawn, how many, and how to read the strips and bars."""
    text = translate("ScalingDemo", "q and k: d_k independent standard-normal components each (mean 0, variance 1), "
                                    "so q·k has variance d_k and q·k / √d_k variance 1. {samples} pairs per d_k, seed "
                                    "{seed}; each strip is scaled to its own peak. Bars: one query against {keys} keys "
                                    "(the same keys undivided and divided); H: the row's entropy in bits ({even:g} = "
                                    "spread evenly, 0 = all on one key); averages over {rows} such rows.").format(
        samples=demo.samples, seed=demo.seed, keys=demo.keys, even=math.log2(demo.keys), rows=demo.largest.rows)
    if demo.session_d_k is not None and not demo.session_shown:
        text += " " + translate("ScalingDemo", "This session's d_k = {d_k} is past the chart's {largest}.").format(
            d_k=demo.session_d_k, largest=MAX_SAMPLED_D_K)
    return text
