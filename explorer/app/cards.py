"""What the step-by-step panel's cards show, resolved from a snapshot (no Qt).

:func:`build_cards` turns (snapshot, head, query row) into one
:class:`CardContent` per card, in the reference text's order: the inputs, the
three linear transformations, scores → scaled → (mask) → softmax, the weighted
values and their sum, then the heads combined. A card widget only draws one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields

import numpy as np

from explorer.core.session import Session
from explorer.core.attention.step_keys import input_symbol, parse_key, step_key
from explorer.core.attention.steps import QUERY_KEY_STEPS, axis_names, info, picture_how
from explorer.core.attention.text_steps import text_number, text_step
from explorer.core.attention.trace import Step, Trace
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.app.frame import Frame
from explorer.app.identity import head_note
from explorer.app.reading import READ_IN_THE_CARD, ScoreReading, reading_for, why_not_symmetric
from explorer.app.visibility import mask_picture

#: Cells a side of a card's picture of a long sequence (under twice its pixels).
CARD_PICTURE_SIDE = 256
#: One query's weighted values (m × d_v) are shown up to this many numbers.
MAX_WEIGHTED_VALUES = 2_000_000


class DeferredValues:
    """A matrix's shape now and its numbers when first read: for a lazy step
    (the scaled scores at 4096 tokens) shown through its picture, whose exact
    values only a tooltip or a click needs."""

    def __init__(self, shape: tuple[int, ...], make: Callable[[], np.ndarray], source: object = None,
                 row: Callable[[int], np.ndarray] | None = None):
        self.shape = tuple(shape)
        self.ndim = len(self.shape)
        self._make = make
        self._row = row
        #: What the numbers come from (a Step): two DeferredValues of one source are the same numbers.
        self.source = source

    def __getitem__(self, index):
        # One cell (a hover, a click) reads its row only: a long sequence's
        # scores are then one query's product, not the n × m matrix.
        if (self._row is not None and isinstance(index, tuple) and len(index) == 2
                and all(isinstance(i, (int, np.integer)) and 0 <= i < s for i, s in zip(index, self.shape))):
            return self._row(int(index[0]))[int(index[1])]
        return self._make()[index]

    def row_values(self, i: int) -> np.ndarray:
        """Row ``i`` (one query's numbers): its own product when the source makes rows, else of the whole."""
        if self._row is not None and 0 <= int(i) < self.shape[0]:
            return self._row(int(i))
        return self._make()[int(i)]


def _released() -> np.ndarray:
    raise LookupError("a hidden view's numbers are read only once it is shown again")


class Released(DeferredValues):
    """The shape of numbers a hidden view let go of (the last trace's n × m arrays,
    which it would otherwise keep alive through the next edit): it is given new
    numbers before it can be seen, hovered or clicked again."""

    def __init__(self, shape: tuple[int, ...]):
        super().__init__(shape, _released)


def shown_values(step: Step, display: np.ndarray) -> np.ndarray | DeferredValues:
    """The exact values behind a picture, for tooltips and clicks. A lazy step
    drawn through a smaller picture is made only when a cell is first read."""
    if step.is_lazy and display.shape != step.shape[:2]:
        return DeferredValues(step.shape, lambda: step.array, source=step, row=step.row)
    return step.array


def step_mask(trace: Trace, step: Step, shape: tuple[int, int]) -> np.ndarray | None:
    """Cells drawn as masked at the picture's ``shape`` (the registry says which steps), or None."""
    if step.id == "weighted_values":
        return None
    return mask_picture(trace, step.id, tuple(shape))  # causal ∧ window ∧ padding


@dataclass(frozen=True)
class CardContent:
    """What a card shows. ``values`` is 2-D; ``mask`` marks cells drawn as masked;
    ``index_prefix`` is prepended to a clicked (row, col) (``(i,)`` for the
    weighted values of query i)."""

    key: str
    title: str
    formula: str
    shape_text: str
    values: np.ndarray | DeferredValues
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    description: str = ""
    mask: np.ndarray | None = None
    probability: bool = False
    index_prefix: tuple[int, ...] = ()
    axis_names: tuple[str, str] = ("rows", "columns")
    #: A reduced picture of ``values`` (Step.preview) when it has more cells
    #: than a card can show; ``mask`` then has the picture's shape.
    display: np.ndarray | None = None
    #: How to read a score matrix cell by cell (:mod:`explorer.app.reading`); None for other cards.
    reading: ScoreReading | None = None
    #: The reference text's number and name of the step (:func:`text_step`), above the title
    #: as on the deck's pages and the pipeline slide's cards; "" for a step the text does not name.
    kicker: str = ""


def same_content(a: CardContent | None, b: CardContent) -> bool:
    """Whether ``b`` shows exactly what ``a`` shows. Arrays are compared by
    identity: traces and sessions are immutable, so the same array object is
    the same numbers (an edit that leaves a card's step alone keeps its array)."""
    if a is None:
        return False
    for f in fields(CardContent):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if isinstance(x, DeferredValues) and isinstance(y, DeferredValues):
            same = x.source is y.source and x.source is not None
        elif isinstance(x, (np.ndarray, DeferredValues)) or isinstance(y, (np.ndarray, DeferredValues)):
            same = x is y
        else:
            same = x == y
        if not same:
            return False
    return True


#: The first card of each mode says which attention it is, in the reference text's words
#: (English with placeholders: :func:`mode_note` is what a person reads).
MODE_NOTES = {
    "self": QT_TRANSLATE_NOOP("Cards", "Encoder self-attention: each token attends to all tokens in the sequence. "
                                       "One row per token"),
    "causal": QT_TRANSLATE_NOOP("Cards", "Decoder self-attention: each token attends only to the tokens on its "
                                         "left (future tokens are masked). One row per token"),
    "cross": QT_TRANSLATE_NOOP("Cards", "Cross-attention: the queries come from the decoder's tokens {decoder}, "
                                        "the keys and values from the encoder's {encoder}"),
}
#: Why the weights start random and distinct (the reference text's reason; translated where shown).
RANDOM_WEIGHTS = QT_TRANSLATE_NOOP("Cards", "Starts random, learned in training; W_Q ≠ W_K so that a score is "
                                            "not just a vector's dot product with itself")


#: What V holds and why it has a matrix of its own (as deep as the W_Q and W_K notes; translated where shown).
VALUE_WEIGHTS = QT_TRANSLATE_NOOP("Cards", "V holds what each token passes on when a query attends to it: the "
                                           "output mixes these rows by the weights. A third matrix, because what a "
                                           "token passes on differs from how it is matched (W_Q, W_K). Starts "
                                           "random, learned in training")


def mode_note(mode: str) -> str:
    """The first card's note for ``mode`` (:data:`MODE_NOTES`), in the chosen language."""
    note = MODE_NOTES.get(mode)
    if note is None:
        return translate("Cards", "One row per token")
    return translate("Cards", note).format(decoder=input_symbol("embeddings", "cross"),
                                           encoder=input_symbol("source_embeddings"))


def card_description(trace: Trace, step: Step) -> str:
    """THE teaching text under a step card: the pipeline's description, with
    what the reference text adds (how to read the score matrix, why the mask,
    what √d_k does, and that it is off when it is)."""
    if step.id in READ_IN_THE_CARD:  # how to read it said here: the card's pointing line is brief
        reading = reading_for(trace, step)
        why = why_not_symmetric(reading)  # cross mode, tied weights: said as they are
        # The text: "each word in the sequence — including itself" (cross mode's keys are other words).
        why = f"{why[0].upper()}{why[1:]}"
        if reading.mode == "cross":
            return translate("Cards", "Read it like a correlation matrix: row = the query word, column = the key "
                                      "word, the cell = their score q·k. {why}").format(why=why)
        return translate("Cards", "Each word with every word, itself included (the diagonal). Read it like a "
                                  "correlation matrix: row = the query word, column = the key word, the cell = "
                                  "their score q·k. {why}").format(why=why)
    if step.id == "scaled":
        if not trace.scale:
            return translate("Cards", "√d_k scaling is off: the scores reach the softmax undivided, so their spread "
                                      "grows with d_k and the softmax saturates")
        return translate("Cards", "A score adds up d_k products, so its spread grows like √d_k. Dividing by √d_k "
                                  "keeps the spread the same for any d_k, so the softmax does not saturate")
    if step.id == "masked" and trace.causal:
        return translate("Cards", "Future tokens are masked (−∞, weight 0): each token attends only to the tokens "
                                  "on its left, to avoid cheating during next-token prediction")
    if step.id == "output":
        return translate("Cards", "Row Z_i is query i's new, contextual vector: the weighted value vectors added "
                                  "together")
    if step.id == "concat":
        return translate("Cards", "Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: each head's output Z⁽ʰ⁾ side by side")
    return step.description


def _input_card(session: Session, matrix_id: str) -> CardContent:
    values = session.matrix(matrix_id)
    cross = session.mode == "cross"
    dims = tuple(f"x{c + 1}" for c in range(session.d_model))
    if matrix_id in ("embeddings", "source_embeddings"):
        source = matrix_id == "source_embeddings"
        rows = session.source_tokens if source else session.tokens
        symbol = input_symbol(matrix_id, session.mode)
        if cross:
            title = (translate("Cards", "Encoder tokens {symbol}") if source
                     else translate("Cards", "Decoder tokens {symbol}")).format(symbol=symbol)
            note = (translate("Cards", "Encoder tokens: the keys and values come from these") if source
                    else mode_note("cross"))
        else:
            title = translate("Cards", "Embeddings {symbol}").format(symbol=symbol)
            note = mode_note(session.mode)
        return CardContent(matrix_id, title, "", f"{values.shape[0]} × {values.shape[1]}",
                           values, tuple(rows), dims, note, axis_names=("tokens", "dimensions"))
    name, head = parse_key(matrix_id)
    if name in RECENT_INPUTS:
        return _recent_input_card(session, matrix_id, name, head, values)
    prefix = {"w_q": "q", "w_k": "k", "w_v": "v", "w_o": "o"}[name]
    rows = dims if name != "w_o" else tuple(f"z{r + 1}" for r in range(values.shape[0]))
    if name == "w_q":
        note = translate("Cards", "Embedding → query. {why}").format(why=translate("Cards", RANDOM_WEIGHTS))
    elif name == "w_k":
        note = translate("Cards", "Embedding → key. {why}").format(why=translate("Cards", RANDOM_WEIGHTS))
    elif name == "w_v":
        note = translate("Cards", "Embedding → value. {why}").format(why=translate("Cards", VALUE_WEIGHTS))
    else:
        note = translate("Cards", "Learned: mixes the heads' outputs")
    named = head_note(session, head)
    return CardContent(matrix_id, f"W_{name[2:].upper()}{f' ({named})' if named else ''}", "",
                       f"{values.shape[0]} × {values.shape[1]}", values, rows,
                       tuple(f"{prefix}{c + 1}" for c in range(values.shape[1])), note,
                       axis_names=("dimensions", "dimensions"))


#: The version-4 inputs' cards: (title, row prefix, column prefix, note); title and note in
#: English, translated where shown (translate("Cards", …)).
RECENT_INPUTS = {
    "w_dkv": ("W_DKV", "x", "c",
              QT_TRANSLATE_NOOP("Cards", "Embedding → latent c: the few numbers a cache keeps of each token")),
    "w_kr": ("W_KR", "x", "r",
             QT_TRANSLATE_NOOP("Cards", "Embedding → the rotated key part every head shares (decoupled RoPE)")),
    "w_uk": ("W_UK", "c", "k", QT_TRANSLATE_NOOP("Cards", "Latent → key: keys are made back from c, never cached")),
    "w_uv": ("W_UV", "c", "v", QT_TRANSLATE_NOOP("Cards", "Latent → value: values are made back from c")),
    "w_qr": ("W_QR", "x", "r", QT_TRANSLATE_NOOP("Cards", "Embedding → the query's rotated part (decoupled RoPE)")),
    "sinks": (QT_TRANSLATE_NOOP("Cards", "Sinks s_h"), "", "h",
              QT_TRANSLATE_NOOP("Cards", "One learned logit per head: a place to put attention the head does not "
                                         "need")),
    "g_q": (QT_TRANSLATE_NOOP("Cards", "QK-norm gain g_q"), "", "",
            QT_TRANSLATE_NOOP("Cards", "Multiplies every normalised query component: learned")),
    "g_k": (QT_TRANSLATE_NOOP("Cards", "QK-norm gain g_k"), "", "",
            QT_TRANSLATE_NOOP("Cards", "Multiplies every normalised key component: learned")),
}


def _recent_input_card(session: Session, matrix_id: str, name: str, head: int | None,
                       values: np.ndarray) -> CardContent:
    title, row, col, note = RECENT_INPUTS[name]
    title, note = translate("Cards", title), translate("Cards", note)
    rows = tuple(f"{row}{r + 1}" for r in range(values.shape[0])) if row else (name,)
    cols = tuple(f"{col}{c + 1}" for c in range(values.shape[1])) if col else \
        tuple(str(c + 1) for c in range(values.shape[1]))
    named = head_note(session, head)
    title += f" ({named})" if named else ""
    return CardContent(matrix_id, title, "", f"{values.shape[0]} × {values.shape[1]}", values, rows, cols, note,
                       axis_names=("dimensions", "dimensions"))


def _weight_cards(session: Session, head: int) -> list[str]:
    """The matrix ids of ``head``'s input cards: W_Q, W_K, W_V; a latent head's W_Q (W_QR),
    W_DKV (W_KR), W_UK and W_UV; then QK-norm's gains and the sinks."""
    if session.latent is None:
        ids = [step_key(w, head) for w in ("w_q", "w_k", "w_v")]
    else:
        rope = session.latent.w_kr is not None
        ids = [step_key("w_q", head)] + ([step_key("w_qr", head)] if rope else []) + ["w_dkv"] \
            + (["w_kr"] if rope else []) + [step_key("w_uk", head), step_key("w_uv", head)]
    if session.qk_norm is not None:
        ids += ["g_q", "g_k"]
    if session.sinks is not None:
        ids.append("sinks")
    return ids


def _a(query: int) -> str:
    """a_ij with i = the query counted from 1 (a_3j; a_(12)j past 9)."""
    shown = query + 1
    return f"a_{shown}j" if shown < 10 else f"a_({shown})j"


def numbered_title(step_id: str, title: str) -> str:
    """``title`` with the reference text's number of ``step_id`` first (:func:`text_number`),
    e.g. "1 · Scores", "Step 1 · Queries": the matrix files' titles (a file has no kicker)."""
    number = text_number(step_id)
    return f"{number} · {title}" if number else title


def card_title(step: Step) -> str:
    """A step card's title: the step's own title. Its number and the text's name for it are
    the card's kicker (:func:`text_step`), so the number is not said twice."""
    return step.title


def _step_card(trace: Trace, step: Step, query: int) -> CardContent:
    named = head_note(trace.session, step.head)
    head = f"  ·  {named}" if named else ""
    if step.id == "weighted_values":
        _n, m, d_v = step.shape
        # Step.row builds one query's m × d_v slice, never the whole n × m × d_v array.
        values = step.row(query) if m * d_v <= MAX_WEIGHTED_VALUES else np.zeros((0, 0))
        note = translate("Cards", "Row j is value v_j times the weight {weight} of key j for query “{query}”; the "
                                  "output sums these rows").format(weight=_a(query), query=step.row_labels[query])
        if not values.size:
            note = translate("Cards", "{shape} numbers: too many to show; the output card holds their sums").format(
                shape=step.shape_text)
        v_dims = tuple(f"v{c + 1}" for c in range(d_v))
        title = translate("Cards", "Weighted values a_ij·v_j") + head
        formula = translate("Cards", "query i = {number}: {weight} · v_j").format(number=query + 1, weight=_a(query))
        return CardContent(step.key, title, formula,
                           step.shape_text, values, step.col_labels, v_dims, note,
                           index_prefix=(query,), axis_names=axis_names(step.id),
                           kicker=text_step(step.id, trace.causal))
    display = None
    if len(step.shape) == 2 and max(step.shape) > CARD_PICTURE_SIDE:
        # Long sequences: a picture (made in the worker while the cards are
        # shown), not an n × m pass, mask and overlay on the UI thread per card.
        display = step.preview(CARD_PICTURE_SIDE, picture_how(step.id))
    values = step.array if display is None else shown_values(step, display)
    shape = step.shape[:2] if display is None else display.shape
    return CardContent(step.key, card_title(step) + head, step.formula, step.shape_text, values,
                       step.row_labels, step.col_labels, card_description(trace, step), mask=step_mask(trace, step, shape),
                       probability=info(step.id).probability, axis_names=axis_names(step.id), display=display,
                       reading=reading_for(trace, step), kicker=text_step(step.id, trace.causal))


def card_pictures() -> list[tuple[str, int, str]]:
    """The pictures the cards of a long sequence draw (what the worker makes while they are shown)."""
    return [(step_id, CARD_PICTURE_SIDE, picture_how(step_id)) for step_id in QUERY_KEY_STEPS]


def resolve(frame: Frame) -> list[CardContent]:
    """The Step by step cards of the frame's head, the weighted values of its query row."""
    return build_cards(frame.trace, frame.head, frame.view.query_row)


def build_cards(trace: Trace, head: int, query: int) -> list[CardContent]:
    """Every card for ``head``, in pipeline order: inputs, the head's steps, then
    concat/projected. The input cards show ``trace.session``: the matrices this
    trace was computed from. ``query`` is the query row whose weighted values are shown.
    """
    session = trace.session
    assert session is not None
    cards = [_input_card(session, mid) for mid in ("embeddings", "source_embeddings")
             if mid != "source_embeddings" or session.mode == "cross"]
    cards += [_input_card(session, mid) for mid in _weight_cards(session, head)]
    if "latent" in trace:  # c, read by the head's keys and values
        cards.append(_step_card(trace, trace.get("latent"), query))
    cards += [_step_card(trace, step, query) for step in trace.head_steps(head)]
    if "concat" in trace:
        cards.append(_step_card(trace, trace.get("concat"), query))
    if session.w_o is not None and "projected" in trace:
        cards += [_input_card(session, "w_o"), _step_card(trace, trace.get("projected"), query)]
    if "cache" in trace:
        cards.append(_step_card(trace, trace.get("cache"), query))
    return cards
