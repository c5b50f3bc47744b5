"""Scaled dot-product attention, step by step: the one implementation of the math.

``run(session, backend)`` turns a :class:`~explorer.core.session.Session`
into a :class:`~explorer.core.attention.trace.Trace`. Per head:

====================  ==========================  ===========
step id               formula                     shape
====================  ==========================  ===========
``q``, ``k``, ``v``   X·W_Q, X_src·W_K, X_src·W_V  n×d_k, m×d_k, m×d_v
                      (+ b_Q, b_K, b_V if the head has biases)
``scores``            Q·Kᵀ                         n×m
``scaled``            S / √d_k                     n×m
``masked``            −∞ where a key is hidden     n×m (causal, window, padding)
``weights``           softmax over each row        n×m
``weighted_values``   a_ij · v_j                   n×m×d_v
``output``            Σ_j a_ij · v_j               n×d_v
====================  ==========================  ===========

then ``concat`` (heads side by side) with several heads or a W_O, and
``projected`` (concat · W_O) with a W_O.

Today's variants (:mod:`explorer.core.attention.variants`, steps made in
:mod:`explorer.core.attention.variant_steps`) add, where the session uses them:
``pe`` and ``x_pe`` (sinusoidal positions added to X; ``pe_src``/``x_pe_src``
in cross mode), ``q_rot``/``k_rot`` (RoPE, the scores then read them),
``bias`` and ``biased`` (ALiBi's S″ = S′ − m_h·|i − j|), ``visibility`` (the
combined mask of causal ∧ window ∧ padding; ``masked`` then hides all three)
and ``kv_groups`` (which heads share K and V, computed once per group). None of
them costs the softmax an n × m array: it adds ALiBi's bias and −∞ for hidden
keys from n + m numbers (:mod:`explorer.core.attention.softmax`), and the masked and
biased scores, the bias and the mask are made only when a view reads them.

From :data:`LAZY_SCORES_CELLS` a head the scores are not kept either: the
softmax turns its own Q·Kᵀ into the weights in place, so a long sequence's
trace holds one n × m array a head (the weights), and S, S′, S″ and the
masked scores are made again when a view, an export or the inspector reads
them (a single row of each for a hover or an explanation).
"""

from __future__ import annotations

import math
import time
from functools import cache
from typing import Any

import numpy as np

from explorer.core.attention import forward
from explorer.core.backend import Backend, numpy_backend
from explorer.core.attention.masks import has_visibility_mask, hidden_mask, mask_description, mask_formula, mask_title
from explorer.core.attention.variant_steps import (
    add_bias,
    add_groups,
    add_positions,
    add_rotations,
    add_visibility,
)
from explorer.core.session import Head, Session
from explorer.core.attention.softmax import softmax_rows  # noqa: F401 - re-exported (__all__)
from explorer.core.attention.steps import causal_mask, info
from explorer.core.attention.lazy_scores import Scores as _Scores, divided as _divided, hide as _hide, product as _product
from explorer.core.attention.step_keys import input_symbol
from explorer.core.attention.variants import group_name
from explorer.core.attention.what_if_text import carry_what_if
from explorer.core.attention.recent_steps import add_cache, add_recent_heads
from explorer.core.attention.score_logits import largest_norm
from explorer.core.attention.trace import Problem, Step, Trace, step_key
from explorer.core.wording import translate

__all__ = ["DTYPES", "PRECISIONS", "causal_mask", "resolve_dtype", "run", "softmax_rows"]

DTYPES = {"float64": np.float64, "float32": np.float32}
#: What a person can choose: a dtype, or "auto" (see :func:`resolve_dtype`).
PRECISIONS = ("auto", "float64", "float32")
#: "auto" computes in float32 from this many attention cells (n × m × heads):
#: 1024 tokens. Each n × m step then takes half the memory (4 GiB instead of 8
#: for the four n × n steps at n = 16384) and half the memory traffic, and the
#: weights keep about 7 significant digits, more than a heatmap can show.
AUTO_FLOAT32_CELLS = 1024 * 1024
#: From this many cells a head (512 tokens) the scores S are not kept in the
#: trace: the softmax makes its weights in S's own array, and a view, an
#: export or the inspector that reads S gets it made again (one n × m
#: product; a row costs one query's). A trace then holds one n × m array a
#: head, and an edit's peak (the last trace, still drawn, and the next being
#: made) two instead of four; one working array is also faster (512 tokens,
#: float32: 1.8 ms against 2.8 ms keeping S, benchmarks/README.md).
LAZY_SCORES_CELLS = 512 * 512


def resolve_dtype(precision: str, session: Session) -> str:
    """The dtype ``precision`` means for ``session``: itself, or for ``"auto"``
    float64 for small sessions (every digit of a hand-made example exact) and
    float32 from :data:`AUTO_FLOAT32_CELLS` on."""
    if precision not in PRECISIONS:
        raise ValueError(translate("Pipeline", "precision must be one of {choices}, not {given}").format(
            choices=", ".join(PRECISIONS), given=repr(precision)))
    if precision != "auto":
        return precision
    return "float32" if session.n * session.m * len(session.heads) >= AUTO_FLOAT32_CELLS else "float64"


@cache
def _dims(prefix: str, count: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{i + 1}" for i in range(count))


def _bias_text(head: Head, which: str) -> str:
    return f" + b_{which.upper()}" if head.bias(which) is not None else ""


def _kv_description(which: str, cross: bool, group: str) -> str:
    """The keys' (``which`` "k") or values' ("v") description: in cross mode where they come
    from, with grouped-query attention the KV group (``group``, "" without)."""
    if which == "k":
        text = (translate("Pipeline", "Each key token's embedding times W_K (keys come from the encoder tokens)")
                if cross else translate("Pipeline", "Each key token's embedding times W_K"))
    else:
        text = (translate("Pipeline", "Each key token's embedding times W_V (values come from the encoder tokens)")
                if cross else translate("Pipeline", "Each key token's embedding times W_V"))
    if not group:
        return text
    return translate("Pipeline", "{description} ({group})").format(description=text, group=group)


def _project(xp: Any, x: Any, head: Head, which: str, dt: np.dtype) -> Any:
    """X·W (+ b) of ``head``'s matrix ``which`` (the forward's projection)."""
    return forward.project(xp, x, getattr(head, f"w_{which}"), head.bias(which), dt)


def _power_of_two(c: float) -> bool:
    """Whether ``c`` is 2^k: dividing by it is exact (one float's exponent changes)."""
    return c > 0 and math.isfinite(c) and math.frexp(c)[0] == 0.5


def _scaled_product(xp: Any, q: Any, k: Any, divisor: float) -> Any:
    """(Q / c)·Kᵀ for a power of two c: S / c without a pass over S."""
    return (q * (1.0 / divisor)) @ k.T


def _overflow(xp: Any, steps: list[Step], outputs: list[Any], dt: np.dtype, divisor: float,
              bounds: dict[str, float]) -> list[Problem]:
    """The first step whose values left the dtype's range, if any.

    An overflow (inf) or an inf − inf (NaN) reaches every later step, so the
    scores and the outputs are checked first and the steps are searched only
    when one of them is not finite: one n × m pass per head instead of one
    per n × m step. (The scores must be read: a score that overflows to −∞
    gets weight 0 and leaves the output finite. The scaled scores, S / divisor,
    can overflow where S did not only when the divisor is below 1.)
    """
    checked = ("scores", "concat", "projected") + (("scaled",) if divisor < 1 else ())
    largest = float(np.finfo(dt).max) / 2  # the bound, with room for a dot product's rounding

    def finite(step: Step) -> bool:
        # Scores that Q and K bound below the dtype's range are not read: a
        # pass over n × m (and for a lazy head another product) to learn nothing.
        bound = bounds.get(step_key("scores", step.head))
        if bound is not None and bound / min(divisor, 1.0) < largest:
            return True
        return bool(xp.isfinite(step.device_array).all())

    if all(finite(s) for s in steps if s.id in checked) and all(bool(xp.isfinite(out).all()) for out in outputs):
        return []
    for step in steps:
        if step.id in ("weighted_values", "cache"):
            continue  # n × m × d_v: it overflows only where its inputs did; the cache card's ∞ is "never"
        array = step.device_array
        finite = xp.isfinite(array)
        if step.id == "masked":
            finite = finite | xp.isneginf(array)
        if not bool(finite.all()):
            return [Problem(step.key, translate("Pipeline", "values overflow {dtype} in {step} ({formula}); make the "
                                                            "inputs smaller").format(
                dtype=dt.name, step=step.title.lower(), formula=step.formula))]
    return []


def run(session: Session, backend: Backend | None = None, dtype: str | np.dtype = "float64",
        *, scale: bool = True, temperature: float = 1.0) -> Trace:
    """Compute every step of attention for ``session``.

    ``dtype`` is ``"float64"`` (default), ``"float32"`` or ``"auto"``
    (:func:`resolve_dtype`); ``trace.dtype`` says which was used. ``scale=False``
    skips the division by √d_k and ``temperature`` divides the scaled scores
    once more (the what-if controls); the defaults are the textbook formula.
    Values that overflow the dtype are reported in ``trace.problems`` with the
    first step where they appear.
    """
    backend = backend or numpy_backend()
    xp = backend.xp
    dt = np.dtype(DTYPES[resolve_dtype(dtype, session)] if isinstance(dtype, str) else dtype)
    if dt not in (np.dtype(np.float32), np.dtype(np.float64)):
        raise ValueError(translate("Pipeline", "dtype must be float32 or float64, not {dtype}").format(dtype=dt))
    # The forward's inputs (positions added) and divisor: what training differentiates too.
    with np.errstate(all="ignore"):  # X + PE may overflow: reported with the steps below
        fwd = forward.inputs(session, xp, dt, scale=scale, temperature=temperature)
    started = time.perf_counter()

    cross = session.mode == "cross"
    q_labels = session.tokens
    k_labels = session.key_tokens
    src_name = "source_embeddings" if cross else "embeddings"
    x_sym = input_symbol("embeddings", session.mode)
    s_sym = input_symbol(src_name, session.mode)

    x, src = fwd.x, fwd.src
    d_k = session.d_k
    root = math.sqrt(d_k)
    divisor = fwd.divisor
    steps: list[Step] = []
    seen: set[str] = set()

    def add(step_id: str, head: int | None, formula: str, reads: tuple[str, ...],
            rows: tuple[str, ...], cols: tuple[str, ...], array: Any = None, *, make: Any = None, make_row: Any = None,
            shape: tuple[int, ...] | None = None, description: str = "", title: str | None = None) -> Any:
        step = Step(step_id, head, title or info(step_id).title, formula, reads, tuple(rows), tuple(cols), backend,
                    tuple(int(s) for s in (array.shape if array is not None else shape)),
                    description, _device=array, _make=make, _make_row=make_row)
        steps.append(step)
        seen.add(step_id)
        return array

    outputs = []
    n_m = (session.n, session.m)
    #: The largest |score| each head's Q and K allow (Cauchy–Schwarz), for the overflow check.
    bounds: dict[str, float] = {}
    lazy_heads: list[_Scores] = []  # the lazy heads' S, for Trace.make_score_pictures
    with np.errstate(all="ignore"):
        add_positions(add, session, fwd)
        add_visibility(xp, add, session, dt)
        add_groups(xp, add, session, dt)
        # The mask (causal ∧ window ∧ padding) only for the masked steps, when one is read,
        # once for every head: the softmax adds −∞ for hidden keys itself (softmax_offsets).
        masking = has_visibility_mask(session)
        hidden = cache(lambda: hidden_mask(xp, session))
        shared_kv: dict[int, tuple[Any, Any]] = {}
        x_name = "x_pe" if "x_pe" in seen else "embeddings"
        src_read = ("x_pe_src" if cross else "x_pe") if "x_pe" in seen else src_name
        recent = forward.uses_recent_forward(session)
        if recent:  # the 2025–26 variants: every step made by the one forward (recent_steps)
            outputs = add_recent_heads(xp, add, session, fwd, x_name, src_read,
                                       lean=session.n * session.m >= LAZY_SCORES_CELLS, bounds=bounds)
        for h, head in enumerate(() if recent else session.heads):
            key = lambda sid, h=h: step_key(sid, h)
            d_v = head.d_v
            group = session.kv_group(h)
            shared = session.kv_groups is not None and group in shared_kv
            from_group = group_name(session, group) if session.kv_groups is not None else ""
            q = add("q", h, f"Q = {x_sym}·W_Q" + _bias_text(head, "q"), (x_name, key("w_q")),
                    q_labels, _dims("q", d_k), _project(xp, x, head, "q", dt),
                    description=translate("Pipeline", "Each query token's embedding times W_Q (queries come from "
                                                      "the decoder tokens)") if cross else
                    translate("Pipeline", "Each query token's embedding times W_Q"))
            # Grouped heads share one K and V: computed once per group, the same array in each head's step.
            k_array, v_array = shared_kv[group] if shared else (_project(xp, src, head, "k", dt),
                                                                 _project(xp, src, head, "v", dt))
            shared_kv[group] = (k_array, v_array)
            k = add("k", h, f"K = {s_sym}·W_K" + _bias_text(head, "k"), (src_read, key("w_k")),
                    k_labels, _dims("k", d_k), k_array,
                    description=_kv_description("k", cross, from_group))
            v = add("v", h, f"V = {s_sym}·W_V" + _bias_text(head, "v"), (src_read, key("w_v")),
                    k_labels, _dims("v", d_v), v_array,
                    description=_kv_description("v", cross, from_group))
            q_s, k_s = forward.rotate(xp, session, q, dt), forward.rotate(xp, session, k, dt)
            add_rotations(add, session, h, q_s, k_s)
            rotated = q_s is not q
            # A long sequence's scores are not kept: the softmax turns its own
            # product into the weights in place, so a trace holds one n × m
            # array a head, and S is made again when a view reads it (module notes).
            product = _product(xp, q_s, k_s)
            scores = _Scores(product)
            lazy = session.n * session.m >= LAZY_SCORES_CELLS
            # Where the softmax spends the product and the divisor is a power of two, it reads
            # S / c made as (Q / c)·Kᵀ: scaling by 2^k is exact, so these are the numbers
            # (S − max) / c gives bit for bit (unless a product underflows below the smallest
            # normal number), and the n × m pass that divides goes (a 2048-token edit: 1/7 of
            # the softmax; benchmarks/README.md).
            prescaled = lazy and divisor != 1.0 and _power_of_two(divisor)
            logits = _scaled_product(xp, q_s, k_s, divisor) if prescaled else product()
            add("scores", h, "S = Q_rot·K_rotᵀ" if rotated else "S = Q·Kᵀ",
                (key("q_rot"), key("k_rot")) if rotated else (key("q"), key("k")),
                q_labels, k_labels, None if lazy else logits, make=product if lazy else None,
                make_row=product if lazy else None,
                shape=n_m, description=translate("Pipeline", "Dot product of every query with every key (both "
                                                             "rotated by their positions)") if rotated else
                translate("Pipeline", "Dot product of every query with every key"))
            scores.step = steps[-1]
            if lazy:
                lazy_heads.append(scores)
            score_steps = len(steps) - 1  # where S's steps start, for the picture chain below
            if scale and temperature == 1.0:
                formula = f"S′ = S / √d_k = S / √{d_k} = S / {root:.4g}"
            elif scale:
                formula = f"S′ = S / (√d_k · T) = S / ({root:.4g} · {temperature:g})"
            elif temperature != 1.0:
                formula = translate("Pipeline", "S′ = S / T = S / {temperature:g}  (√d_k scaling off)").format(
                    temperature=temperature)
            else:
                formula = translate("Pipeline", "S′ = S  (√d_k scaling off)")
            # The scaled and masked scores are S times a number (and −∞ above
            # the diagonal): made when a view or an export first reads them.
            # The softmax divides after subtracting the row max, so at long
            # sequences they cost neither a pass nor an n × m array per edit.
            scaled = lambda scores=scores: _divided(xp, *scores(), divisor)
            scores_row = steps[-1].row
            scaled_row = lambda i, scores_row=scores_row: scores_row(i) / divisor
            add("scaled", h, formula, (key("scores"),), q_labels, k_labels, make=scaled, shape=n_m,
                make_row=scaled_row,
                description=translate("Pipeline", "Dividing by √d_k keeps the scores from growing with d_k"))
            last = key("scaled")
            made = add_bias(xp, add, session, h, scores, scores_row, divisor, dt)
            if made is not None:
                last = key("biased")
            before, before_row = made or (scaled, scaled_row)
            by_id = {st.id: st for st in steps[score_steps:]}
            if made is not None:
                scores.link(by_id["biased"], made[0].of_fresh)
            else:
                scores.link(by_id["scaled"], lambda s, _rows: _divided(xp, s, True, divisor))
            if masking:
                add("masked", h, mask_formula(session), (last,), q_labels, k_labels,
                    make=lambda before=before: _hide(xp, before(), hidden()),
                    make_row=lambda i, before_row=before_row: _hide(xp, before_row(i),
                                                                   hidden_mask(xp, session, rows=[i])[0]),
                    shape=n_m, description=mask_description(session), title=mask_title(session))
                scores.link(steps[-1], lambda s, rows: _hide(
                    xp, s, hidden_mask(xp, session, rows=xp.arange(rows.start, rows.stop))))
                last = key("masked")
            # How far apart the scores of a row can lie (Cauchy–Schwarz: |q·(k_j − k_l)| ≤ ‖q‖·2·max‖k‖),
            # from the n + m norms: it tells the softmax whether a weight can be subnormal.
            spread = 2.0 * largest_norm(xp, q_s) * largest_norm(xp, k_s)
            weights = add("weights", h, translate("Pipeline", "A = softmax(S′) over each row") if made is None
                          else translate("Pipeline", "A = softmax(S″) over each row"), (last,), q_labels, k_labels,
                          forward.softmax(xp, session, h, logits, 1.0 if prescaled else divisor, dt,
                                          spread=spread / divisor if prescaled else spread, overwrite=lazy),
                          description=translate("Pipeline", "Each row is a probability distribution over the keys"))
            add("weighted_values", h, "a_ij · v_j", (key("weights"), key("v")),
                q_labels, k_labels, make=lambda weights=weights, v=v: weights[:, :, None] * v[None, :, :],
                make_row=lambda i, weights=weights, v=v: weights[i, :, None] * v,
                shape=(session.n, session.m, d_v),
                description=translate("Pipeline", "Every value vector scaled by its weight (query × key × d_v)"))
            out = add("output", h, "Z_i = Σ_j a_ij · v_j = (A·V)_i", (key("weights"), key("v")),
                      q_labels, _dims("z", d_v), weights @ v,
                      description=translate("Pipeline", "The weighted value vectors summed for each query: its new, "
                                                        "contextual vector"))
            outputs.append(out)
            bounds[key("scores")] = spread / 2.0
            del logits  # a lazy head's product is its weights now

        if len(outputs) > 1 or session.w_o is not None:
            concat = add("concat", None, "Z = [Z_1 | … | Z_h]",
                         tuple(step_key("output", h) for h in range(len(outputs))),
                         q_labels, _dims("z", sum(int(o.shape[1]) for o in outputs)),
                         xp.concatenate(outputs, axis=1),
                         description=translate("Pipeline", "The heads' outputs side by side"))
            if session.w_o is not None:
                add("projected", None, "O = Z·W_O", ("concat", "w_o"),
                    q_labels, _dims("o", session.w_o.shape[1]), concat @ xp.asarray(session.w_o, dtype=dt),
                    description=translate("Pipeline", "The concatenated heads mixed by W_O"))

        if recent:
            add_cache(add, session, dt)

    problems = _overflow(xp, steps, outputs, dt, divisor, bounds)
    # Every surface reads a step's title and formula: they say what the scores were
    # divided by when What if… changed it (a figure of the weights alone must not
    # read "softmax(S′)" over unscaled scores).
    carry_what_if(steps, scale, temperature)
    return Trace(steps=steps, backend=backend, dtype=dt, n_heads=len(session.heads), problems=problems,
                 seconds=time.perf_counter() - started, scale=scale, temperature=temperature,
                 divisor=divisor, session=session, lazy_heads=tuple(lazy_heads))
