"""A lecture deck of one head: a title page, one page per step, the whole pipeline.

The deck walks the steps in the lecture order of the step-by-step panel
(:func:`explorer.app.lecture.order`), so the slides reveal the head the way
the app does. This module holds what the pages say (:func:`plan_deck`, plain
data, no Qt); where each text and figure goes on a 16:9 page is in
:mod:`~explorer.export.deck.page_types`, and the file it becomes in
:mod:`~explorer.export.deck.files`.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from explorer.core.io.safe_text import plain
from explorer.core.attention.step_keys import input_symbol, parse_key
from explorer.core.attention.steps import shown_axis_names
from explorer.core.attention.trace import Trace
from explorer.core.attention.what_if_text import attention_formula, what_if_note
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.deck.ideas import ideas_on
from explorer.export.deck.page_types import (
    BRAND,
    MAX_DECK_TOKENS,
    MAX_SENTENCE_CHARS,
    DeckPlan,
    ExtraPage,
    StepPage,
    TitlePage,
    mode_name,
)
from explorer.export.view import ExportError
from explorer.app.identity import head_name
from explorer.app.lecture import order, step_line

#: How a step's inputs are named on its page.
_SYMBOLS = {"w_q": "W_Q", "w_k": "W_K", "w_v": "W_V",
            "w_o": "W_O", "q": "Q", "k": "K", "v": "V", "scores": "S", "scaled": "S\u2032",
            "masked": QT_TRANSLATE_NOOP("Plan", "masked S′"), "weights": "A", "output": "Z", "concat": "concat(Z)"}


def sentence_text(tokens: tuple[str, ...], limit: int = MAX_SENTENCE_CHARS) -> str:
    """The tokens as one quoted line, shortened past ``limit`` characters with
    the number of tokens left out said (a title page must stay a title page)."""
    shown: list[str] = []
    used = 0
    for token in map(plain, tokens):  # the PDF and the PPTX show the same visible escapes
        if shown and used + len(token) + 1 > limit:
            break
        shown.append(token)
        used += len(token) + 1
    text = "\u201c" + " ".join(shown) + "\u201d"
    rest = len(tokens) - len(shown)
    if rest == 0:
        return text
    return translate("Plan", "{start} …” (+{count} more tokens)").format(start=text[:-1], count=rest)


def _shape(trace: Trace, key: str) -> str:
    if key in trace:
        return trace.get(key).shape_text
    session = trace.session
    matrix = session.matrix(key) if session is not None else None
    return "" if matrix is None else " \u00d7 ".join(str(s) for s in matrix.shape)


def _read_name(trace: Trace, key: str) -> str:
    """How a step's input is named on its page: the inputs by their one name (X, X_dec, X_enc)."""
    name = parse_key(key)[0]
    if name in ("embeddings", "source_embeddings"):
        return input_symbol(name, trace.session.mode if trace.session is not None else "self")
    return translate("Plan", _SYMBOLS[name]) if name in _SYMBOLS else key


def _step_facts(trace: Trace, key: str, query: int) -> tuple[str, ...]:
    step = trace.get(key)
    rows, cols = shown_axis_names(step.id)
    if len(step.shape) == 2:
        facts = [translate("Plan", "Shape: {shape}  ({rows} × {columns})").format(shape=step.shape_text, rows=rows,
                                                                                   columns=cols)]
    else:
        facts = [translate("Plan", "Shape: {shape}  (query × key × d_v)").format(shape=step.shape_text)]
    if len(step.shape) == 3:
        facts.append(translate("Plan", "Shown: the query “{token}”").format(token=step.row_labels[query]))
    reads = [f"{_read_name(trace, r)} {_shape(trace, r)}" for r in step.reads]
    if reads:
        facts.append(translate("Plan", "From: {inputs}").format(inputs=",  ".join(reads)))
    d_k = trace.step("q", step.head if step.head is not None else 0).shape[1]
    if not trace.scale:
        root = translate("Plan", "d_k = {d_k},  √d_k = {root:.3f}  (scaling switched off)")
    elif not math.isclose(trace.temperature, 1.0):
        root = translate("Plan", "d_k = {d_k},  √d_k = {root:.3f}  (divisor {divisor:.3f} with temperature "
                                 "{temperature:g})")
    else:
        root = "d_k = {d_k},  √d_k = {root:.3f}"
    facts.append(root.format(d_k=d_k, root=math.sqrt(d_k), divisor=trace.divisor, temperature=trace.temperature))
    return tuple(facts)


def check_deck(trace: Trace, head: int) -> None:
    """ExportError (one line) unless ``head`` of ``trace`` can be made a deck."""
    if not 0 <= head < trace.n_heads:
        raise ExportError(translate("Plan", "no head {head}: this session has {count} head(s), numbered 0 to "
                                            "{last}").format(head=head, count=trace.n_heads, last=trace.n_heads - 1))
    n, m = trace.step("scores", head).shape[:2]
    if max(n, m) > MAX_DECK_TOKENS:
        raise ExportError(translate("Plan", "a lecture deck holds up to {limit} tokens and this session has {count}: "
                                            "export single steps instead").format(limit=MAX_DECK_TOKENS,
                                                                                  count=max(n, m)))


def default_query(trace: Trace) -> int:
    """The query row whose weighted values a deck shows when none is chosen: in
    causal mode the last (it sees every key; the first sees only itself), else the first."""
    return trace.step("q", 0).shape[0] - 1 if trace.causal else 0


def plan_deck(trace: Trace, head: int = 0, query: int | None = None,
              extras: tuple[ExtraPage, ...] = (), model: Any = None) -> DeckPlan:
    """What the deck of ``head`` says: the title page, one page per step of the
    lecture order, the weights as lines, for an imported head the model view and
    rollout (``model``, a :class:`~explorer.export.deck.views.ModelRun`), and (the
    closing page) the head's pipeline slide. ``query`` is the query row whose
    weighted values are shown (None: :func:`default_query`)."""
    from explorer.export.deck.views import page_key, view_pages

    check_deck(trace, head)
    session = trace.session
    keys = order(trace, head)
    n = trace.step("q", head).shape[0]
    if query is not None and not 0 <= query < n:
        raise ExportError(translate("Plan", "no query row {query}: this session has rows 0 to {last}").format(
            query=query, last=n - 1))
    query = min(default_query(trace), n - 1) if query is None else query
    head_text = head_name(session, head, capital=False, of=trace.n_heads)  # an imported head by who it is
    footer = f"{BRAND}  \u00b7  {head_text}"
    from explorer.export.deck.asides import asides_for

    asides = asides_for(trace, head, head_text, keys)
    views, left_out = view_pages(trace, head, model, head_text)
    total = len(keys) + len(asides) + len(views) + len(extras) + 2
    steps, placed, number = [], [], 1  # number: the page last numbered
    step_ids = [trace.get(key).id for key in keys]
    kind = session.mode if session is not None else ("causal" if trace.causal else "self")
    for k, key in enumerate(keys):
        step = trace.get(key)
        number += 1
        steps.append(StepPage(key=key, kicker=f"{step_line(step.id, k, len(keys), trace.causal)}  \u00b7  {head_text}",
                              title=step.title, formula=step.formula, facts=_step_facts(trace, key, query),
                              description=step.description, footer=f"{footer}  \u00b7  {number} / {total}",
                              ideas=ideas_on(step.id, step_ids, kind)))
        for aside in (a for a in asides if a.after == key):
            number += 1
            placed.append(replace(aside, page=replace(aside.page, footer=f"{footer}  \u00b7  {number} / {total}")))
    shown = tuple(StepPage(key=page_key(v), kicker=v.kicker, title=v.title, formula=v.formula, facts=v.facts,
                           description=v.description, footer=f"{footer}  \u00b7  {number + k + 1} / {total}",
                           wide=v.wide) for k, v in enumerate(views))
    number += len(shown)
    added = tuple((StepPage(key="", kicker=extra.kicker, title=extra.title, formula=extra.formula, facts=extra.facts,
                            description=extra.description,
                            footer=f"{footer}  \u00b7  {number + k + 1} / {total}"), extra.figure)
                  for k, extra in enumerate(extras))
    d_k = trace.step("q", head).shape[1]
    d_v = trace.step("v", head).shape[1]
    if session is not None:
        mode = mode_name(session.mode)
        sentence = sentence_text(session.tokens)
        if len(session.heads) == 1:
            sizes = translate("Plan", "n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  "
                                      "1 head")
        else:
            sizes = translate("Plan", "n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  "
                                      "{heads} heads")
        facts = [sizes.format(n=session.n, d_model=session.d_model, d_k=d_k, d_v=d_v, heads=len(session.heads))]
        if session.mode == "cross":
            facts.insert(0, translate("Plan", "Source: {sentence}").format(
                sentence=sentence_text(session.key_tokens, MAX_SENTENCE_CHARS // 2)))
    else:  # a trace without its session (not made by the app): what the trace itself tells
        mode, sentence = translate("Plan", "Attention"), sentence_text(trace.step("q", head).row_labels)
        facts = [translate("Plan", "n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}").format(n=n, d_k=d_k, d_v=d_v)]
    facts.append(translate("Plan", "This deck: {head}, {count} steps").format(head=head_text, count=len(keys)))
    what_if = what_if_note(trace.scale, trace.temperature)
    if what_if:  # every page of it was computed so: the title page says it first
        facts.append(translate("Plan", "What if…: {note}").format(note=what_if))
    if session is not None and "model" in session.extras:  # an imported head: say what its deck lacks
        facts.extend(left_out)
    title = TitlePage(kicker=mode, title=translate("Plan", "Scaled dot-product attention"), sentence=sentence,
                      facts=tuple(facts),
                      formula=attention_formula(trace.scale, trace.temperature, trace.session), footer=f"{footer}  \u00b7  1 / {total}")
    return DeckPlan(head=head, query=query, title_page=title, steps=tuple(steps),
                    name=translate("Plan", "Scaled dot-product attention: {sentence}, {head}").format(
                        sentence=sentence, head=head_text), extras=added,
                    asides=tuple(placed), views=shown, left_out=tuple(left_out), model=model)
