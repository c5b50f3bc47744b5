"""The session: the document a person edits.

A :class:`Session` is immutable. Every edit makes a new session that shares the
arrays it did not touch, so the undo stack can keep whole sessions cheaply and
no view can change another's state behind the document's back.

Matrices are addressed by a *matrix id*: ``"embeddings"``,
``"source_embeddings"``, ``"heads[0].w_q"`` (``w_k``, ``w_v``) and ``"w_o"``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from collections.abc import Mapping, Sequence
from typing import Any, Iterator

import numpy as np

from explorer.core.io.safe_text import excerpt
from explorer.core.session_error import ArgumentError, SessionError  # noqa: F401 - where readers find them
from explorer.core.attention.step_keys import head_prefix, parse_key, step_key
from explorer.core.session_checks import check_labels as _check_labels, check_matrix as _check_matrix, check_vector as _check_vector
from explorer.core.attention.variants import Positions, group_heads, group_of, validate_variants
from explorer.core.attention.latent import Latent, expanded_heads
from explorer.core.attention.recent_variants import QKNorm, validate_recent
from explorer.core.attention import recent_matrices
from explorer.core.wording import translate

MODES = ("self", "causal", "cross")
HEAD_MATRICES = ("w_q", "w_k", "w_v")
#: Optional bias vectors of a head (a real model's projections have them).
HEAD_BIASES = ("b_q", "b_k", "b_v")


def _frozen(array: np.ndarray) -> np.ndarray:
    # Read-only float64 arrays are already ours: share them (edits copy only
    # the matrix they change).
    if isinstance(array, np.ndarray) and array.dtype == np.float64 and not array.flags.writeable:
        return array
    out = np.array(array, dtype=np.float64, copy=True)
    out.setflags(write=False)
    return out


def _frozen_vector(vector: np.ndarray | None) -> np.ndarray | None:
    return None if vector is None else _frozen(vector)


def _same(a: np.ndarray | None, b: np.ndarray | None) -> bool:
    """Equal arrays, or both absent."""
    return a is None and b is None if a is None or b is None else bool(np.array_equal(a, b))


@dataclass(frozen=True, eq=False)
class Head:
    """One attention head: W_Q and W_K are d_model × d_k, W_V is d_model × d_v.

    ``b_q``, ``b_k`` (length d_k) and ``b_v`` (length d_v) are optional biases
    (Q = X·W_Q + b_Q ...); toy sessions have none, an imported model head has.
    """

    w_q: np.ndarray
    w_k: np.ndarray
    w_v: np.ndarray
    b_q: np.ndarray | None = None
    b_k: np.ndarray | None = None
    b_v: np.ndarray | None = None

    def __post_init__(self) -> None:
        for name in HEAD_MATRICES:
            object.__setattr__(self, name, _frozen(getattr(self, name)))
        for name in HEAD_BIASES:
            object.__setattr__(self, name, _frozen_vector(getattr(self, name)))

    @property
    def has_biases(self) -> bool:
        return any(getattr(self, name) is not None for name in HEAD_BIASES)

    def bias(self, name: str) -> np.ndarray | None:
        """``"q"``, ``"k"`` or ``"v"``: that projection's bias, or None."""
        return getattr(self, f"b_{name}")

    @property
    def d_k(self) -> int:
        return int(self.w_q.shape[1])

    @property
    def d_v(self) -> int:
        return int(self.w_v.shape[1])

    def equals(self, other: Head) -> bool:
        return all(_same(getattr(self, n), getattr(other, n)) for n in HEAD_MATRICES + HEAD_BIASES)


@dataclass(frozen=True, eq=False)
class Session:
    """Tokens, embeddings X (n × d_model), heads and an optional W_O.

    In ``cross`` mode queries come from ``embeddings`` and keys and values from
    ``source_embeddings`` (m × d_model). ``extras`` keeps keys of a session file
    this version does not know, so they survive a load and a save.
    """

    mode: str
    tokens: tuple[str, ...]
    embeddings: np.ndarray
    heads: tuple[Head, ...]
    source_tokens: tuple[str, ...] | None = None
    source_embeddings: np.ndarray | None = None
    w_o: np.ndarray | None = None
    extras: dict[str, Any] = field(default_factory=dict)
    #: Version-3 variants (explorer.core.attention.variants); the defaults are the 2017 mechanism.
    positions: Positions | None = None
    window: int | None = None
    padding: tuple[int, ...] = ()
    #: g, the number of KV groups (grouped-query attention), or None: one K and V per head.
    kv_groups: int | None = None
    #: Version-4 variants (explorer.core.attention.recent_variants, .latent); None is without.
    qk_norm: QKNorm | None = None
    softcap: float | None = None
    sinks: np.ndarray | None = None
    topk: int | None = None
    differential: float | None = None
    kernel: str | None = None
    latent: Latent | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "padding", tuple(self.padding or ()))
        object.__setattr__(self, "tokens", tuple(self.tokens))
        object.__setattr__(self, "heads", tuple(self.heads))
        object.__setattr__(self, "embeddings", _frozen(self.embeddings))
        if self.source_tokens is not None:
            object.__setattr__(self, "source_tokens", tuple(self.source_tokens))
        if self.source_embeddings is not None:
            object.__setattr__(self, "source_embeddings", _frozen(self.source_embeddings))
        if self.w_o is not None:
            object.__setattr__(self, "w_o", _frozen(self.w_o))
        object.__setattr__(self, "extras", dict(self.extras))
        if self.sinks is not None:
            object.__setattr__(self, "sinks", _frozen(np.atleast_1d(self.sinks)))
        if self.latent is not None:  # each head's w_k, w_v are the latent's, made again on every change
            object.__setattr__(self, "heads", expanded_heads(self.heads, self.latent))
        self.validate()

    @classmethod
    def from_arrays(cls, X: Any, W_Q: Any, W_K: Any, W_V: Any, tokens: Sequence[str] | None = None,
                    mode: str | None = None, source: Any = None, W_O: Any = None,
                    biases: Mapping[str, Any] | None = None, *, source_tokens: Sequence[str] | None = None) -> Session:
        """A session of arrays: NumPy (float32 or float64), CuPy, torch tensors or nested lists.

        ``X``: n × d_model. ``W_Q``, ``W_K``: d_model × d_k and ``W_V``: d_model × d_v (one head),
        or heads × d_model × d_k (d_v) (``W_K``, ``W_V`` with fewer heads that divide them:
        grouped-query attention). ``tokens``: n labels (default t1 … tn). ``mode``: "self",
        "causal" or "cross" (the default when ``source``, m × d_model, is given: keys and values
        come from it; ``source_tokens``: m labels). ``W_O``: (heads·d_v) × d_out. ``biases``:
        {"q": b_q, "k": b_k, "v": b_v}, each d_k (d_v) long or heads × d_k. Copied, as float64.
        Raises ArgumentError (a ValueError) naming the argument that cannot be used."""
        from explorer.core.io.from_arrays import argument_of, session_fields
        fields = session_fields(X, W_Q, W_K, W_V, tokens=tokens, mode=mode, source=source,
                                source_tokens=source_tokens, W_O=W_O, biases=biases)
        try:  # what only the session's own rules find (a token too long), said under the argument's name
            return cls(heads=tuple(Head(*parts) for parts in fields.pop("heads")), **fields)
        except SessionError as err:
            raise ArgumentError(argument_of(err.field), err.detail) from None

    # -- shape -------------------------------------------------------------
    @property
    def n(self) -> int:
        """Number of query tokens."""
        return len(self.tokens)

    @property
    def m(self) -> int:
        """Number of key/value tokens (the source in cross mode, else n)."""
        return len(self.source_tokens) if self.mode == "cross" and self.source_tokens else self.n

    @property
    def d_model(self) -> int:
        return int(self.embeddings.shape[1])

    @property
    def d_k(self) -> int:
        return self.heads[0].d_k

    @property
    def d_v(self) -> int:
        return self.heads[0].d_v

    @property
    def key_tokens(self) -> tuple[str, ...]:
        """Labels of the keys and values: the source tokens in cross mode."""
        return self.source_tokens if self.mode == "cross" and self.source_tokens else self.tokens

    # -- validation ----------------------------------------------------------
    def validate(self) -> None:
        """Raise :class:`SessionError` naming the first field that is wrong."""
        if self.mode not in MODES:
            raise SessionError("mode", translate("Session", "unknown mode {mode}; expected one of {modes}").format(
                mode=excerpt(self.mode), modes=", ".join(MODES)))
        if not self.tokens:
            raise SessionError("tokens", translate("Session", "at least one token is needed"))
        _check_labels("tokens", self.tokens)
        n = len(self.tokens)
        emb = _check_matrix("embeddings", self.embeddings, n, None, translate("Session", "one per token"), "")
        d_model = emb.shape[1]
        if d_model < 1:
            raise SessionError("embeddings", translate("Session", "d_model must be at least 1"))
        if self.mode == "cross":
            if self.source_tokens is None:
                raise SessionError("source_tokens", translate("Session", "required in cross mode"))
            if self.source_embeddings is None:
                raise SessionError("source_embeddings", translate("Session", "required in cross mode"))
            if not self.source_tokens:
                raise SessionError("source_tokens", translate("Session", "at least one source token is needed"))
            _check_labels("source_tokens", self.source_tokens)
            _check_matrix("source_embeddings", self.source_embeddings, len(self.source_tokens),
                          d_model, translate("Session", "one per source token"), "d_model")
        else:
            if self.source_tokens is not None:
                raise SessionError("source_tokens", translate("Session", "only allowed in cross mode, not {mode}")
                                   .format(mode=repr(self.mode)))
            if self.source_embeddings is not None:
                raise SessionError("source_embeddings", translate("Session", "only allowed in cross mode, not {mode}")
                                   .format(mode=repr(self.mode)))
        if not self.heads:
            raise SessionError("heads", translate("Session", "at least one head is needed"))
        d_k = d_v = None
        for h, head in enumerate(self.heads):
            if not isinstance(head, Head):
                raise SessionError(head_prefix(h), translate("Session", "not a head"))
            wq = _check_matrix(step_key("w_q", h), head.w_q, d_model, d_k, "d_model", "d_k")
            d_k = wq.shape[1]
            if d_k < 1:
                raise SessionError(step_key("w_q", h), translate("Session", "d_k must be at least 1"))
            _check_matrix(step_key("w_k", h), head.w_k, d_model, d_k, "d_model", translate("Session", "d_k, as in w_q"))
            wv = _check_matrix(step_key("w_v", h), head.w_v, d_model, d_v, "d_model", "d_v")
            d_v = wv.shape[1]
            if d_v < 1:
                raise SessionError(step_key("w_v", h), translate("Session", "d_v must be at least 1"))
            for name, length, what in (("b_q", d_k, "d_k"), ("b_k", d_k, "d_k"), ("b_v", d_v, "d_v")):
                if getattr(head, name) is not None:
                    _check_vector(step_key(name, h), getattr(head, name), length, what)
        if self.w_o is not None:
            _check_matrix("w_o", self.w_o, len(self.heads) * int(d_v or 0), None, "heads × d_v", "")
            if self.w_o.shape[1] < 1:
                raise SessionError("w_o", translate("Session", "d_out must be at least 1"))
        validate_variants(self)
        if self.latent is not None:
            if not isinstance(self.latent, Latent):
                raise SessionError("latent", translate("Session", "not a latent-attention object"))
            self.latent.validate(len(self.heads), d_model, int(d_k))
        validate_recent(self)

    @property
    def kv_heads(self) -> tuple[Head, ...]:
        """One head per KV group (its K and V are the group's); every head without groups."""
        if self.kv_groups is None:
            return self.heads
        return tuple(self.heads[group_heads(self, g)[0]] for g in range(self.kv_groups))

    def kv_group(self, head: int) -> int:
        """The KV group head ``head`` reads (0-based; the head itself without groups)."""
        return group_of(self, head)

    # -- addressing matrices -------------------------------------------------
    def matrix_ids(self) -> Iterator[str]:
        """Every editable matrix of this session, in display order."""
        yield "embeddings"
        if self.mode == "cross":
            yield "source_embeddings"
        for h in range(len(self.heads)):
            for name in HEAD_MATRICES:
                if self.latent is None or name == "w_q":  # a latent head's K and V come from c
                    yield step_key(name, h)
        if self.w_o is not None:
            yield "w_o"
        yield from recent_matrices.vector_ids(self)
        if self.latent is not None:
            yield from self.latent.matrix_ids(len(self.heads))

    def matrix(self, matrix_id: str) -> np.ndarray:
        """The (read-only) array behind ``matrix_id``; KeyError if there is none."""
        name, h = parse_key(matrix_id)
        extra = recent_matrices.matrix(self, name, h)
        if extra is not None:
            return extra
        if h is not None and name in HEAD_MATRICES:
            if h >= len(self.heads):
                raise KeyError(matrix_id)
            return getattr(self.heads[h], name)
        if matrix_id in ("embeddings", "source_embeddings", "w_o"):
            value = getattr(self, matrix_id)
            if value is None:
                raise KeyError(matrix_id)
            return value
        raise KeyError(matrix_id)

    def with_matrix(self, matrix_id: str, value: np.ndarray) -> Session:
        """A new session with ``matrix_id`` replaced (same shape rules apply)."""
        self.matrix(matrix_id)  # KeyError for an unknown id
        name, h = parse_key(matrix_id)
        changed = recent_matrices.with_matrix(self, name, h, value)
        if changed is not None:
            return changed
        if h is not None:
            heads = list(self.heads)
            # A grouped head's K and V belong to its group: every head of it changes.
            shared = name in ("w_k", "w_v") and self.kv_groups is not None
            for other in (group_heads(self, group_of(self, h)) if shared else (h,)):
                heads[other] = replace(heads[other], **{name: value})
            if shared:  # one array for the whole group, as a fresh load has
                first = heads[group_heads(self, group_of(self, h))[0]]
                for other in group_heads(self, group_of(self, h)):
                    heads[other] = replace(heads[other], **{name: getattr(first, name)})
            return replace(self, heads=tuple(heads))
        return replace(self, **{matrix_id: value})

    def with_cells(self, matrix_id: str, row: int, col: int, block: np.ndarray) -> Session:
        """A new session with ``block`` written into ``matrix_id`` at (row, col).

        The block must fit; a non-finite value is refused with the cell named.
        """
        block = np.atleast_2d(np.asarray(block, dtype=np.float64))
        current = self.matrix(matrix_id)
        rows, cols = block.shape
        if row < 0 or col < 0 or row + rows > current.shape[0] or col + cols > current.shape[1]:
            raise SessionError(
                matrix_id,
                translate("Session", "a {rows} × {cols} block does not fit at row {row}, column {column} "
                                     "of a {matrix_rows} × {matrix_cols} matrix").format(
                    rows=rows, cols=cols, row=row + 1, column=col + 1,
                    matrix_rows=current.shape[0], matrix_cols=current.shape[1]),
            )
        bad = np.argwhere(~np.isfinite(block))
        if bad.size:
            r, c = (int(x) for x in bad[0])
            raise SessionError(matrix_id, translate("Session", "not a finite number"), row + r, col + c)
        updated = np.array(current, copy=True)
        updated[row:row + rows, col:col + cols] = block
        return self.with_matrix(matrix_id, updated)

    def with_tokens(self, tokens: list[str] | tuple[str, ...], source: bool = False) -> Session:
        """A new session with relabelled tokens (the count must not change)."""
        name = "source_tokens" if source else "tokens"
        old = getattr(self, name) or ()
        if len(tokens) != len(old):
            raise SessionError(name, translate("Session", "expected {expected} labels, got {got}").format(
                expected=len(old), got=len(tokens)))
        return replace(self, **{name: tuple(str(t) for t in tokens)})

    def equals(self, other: Session) -> bool:
        """Value equality: same mode, labels, numbers and extras."""
        same = _same
        return (
            self.mode == other.mode
            and self.tokens == other.tokens
            and self.source_tokens == other.source_tokens
            and same(self.embeddings, other.embeddings)
            and same(self.source_embeddings, other.source_embeddings)
            and same(self.w_o, other.w_o)
            and len(self.heads) == len(other.heads)
            and all(a.equals(b) for a, b in zip(self.heads, other.heads))
            and self.extras == other.extras
            and self.positions == other.positions
            and self.window == other.window
            and self.padding == other.padding
            and self.kv_groups == other.kv_groups
            and recent_matrices.same_recent(self, other)
        )


def sqrt_dk(session: Session) -> float:
    """√d_k, the divisor of the scaled scores."""
    return math.sqrt(session.d_k)
