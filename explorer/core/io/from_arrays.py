"""A session from arrays a notebook already holds: NumPy, CuPy, torch tensors or nested lists.

What :meth:`explorer.core.session.Session.from_arrays` does. Every argument is
checked under the name the caller gave it ("W_Q: expected 3 rows (d_model, as X
has columns), got 2"), before the session's own validation, whose messages name
the fields of a session file instead; what that validation still finds (a token
too long) is said under the argument's name too (:func:`argument_of`). No torch or CuPy is imported:
a tensor is recognised by its type's module and converted by its own methods.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from explorer.core.attention.step_keys import parse_key
from explorer.core.session_error import ArgumentError
from explorer.core.wording import translate

#: The keys ``biases`` takes, each with the projection it belongs to.
BIASES = ("b_q", "b_k", "b_v")
BIAS_KEYS = {"q": "b_q", "k": "b_k", "v": "b_v", "b_q": "b_q", "b_k": "b_k", "b_v": "b_v"}


def as_array(value: Any, name: str) -> np.ndarray:
    """``value`` as a float64 NumPy array: a NumPy or CuPy array, a torch tensor (any device,
    gradients dropped) or nested lists of numbers; ArgumentError naming ``name`` otherwise."""
    module = type(value).__module__.partition(".")[0]
    try:
        if module == "torch":
            # .double() first: NumPy has no bfloat16, and float16 would lose digits on the way.
            value = value.detach().to("cpu").double().numpy()
        elif module == "cupy":
            value = value.get()
        array = np.asarray(value)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ArgumentError(name, translate("FromArrays", "expected an array of numbers, got {kind} ({error})").format(
            kind=type(value).__name__, error=err)) from None
    if array.dtype.kind not in "iuf":
        what = (translate("FromArrays", "booleans") if array.dtype.kind == "b"
                else translate("FromArrays", "{dtype} values").format(dtype=array.dtype))
        hint = translate("FromArrays", " (nested lists of unequal lengths?)") if array.dtype == object else ""
        raise ArgumentError(name, translate("FromArrays", "expected real numbers, got {what}{hint}").format(
            what=what, hint=hint))
    return np.array(array, dtype=np.float64)


def _finite(array: np.ndarray, name: str) -> np.ndarray:
    bad = np.argwhere(~np.isfinite(array))
    if bad.size:
        where = "".join(f"[{int(i)}]" for i in bad[0])
        raise ArgumentError(f"{name}{where}", translate("FromArrays", "not a finite number ({value})").format(
            value=array[tuple(bad[0])]))
    return array


def _shape(array: np.ndarray) -> str:
    return " × ".join(str(s) for s in array.shape)


def _matrix(value: Any, name: str, what: str) -> np.ndarray:
    array = as_array(value, name)
    if array.ndim != 2:
        hint = (translate("FromArrays", "; pick one sequence, {name}[0]").format(name=name)
                if array.ndim == 3 and array.shape[0] == 1 else "")
        raise ArgumentError(name, translate("FromArrays", "expected a matrix ({what}), got {dimensions} dimension(s) "
                                                          "({shape}){hint}").format(
            what=what, dimensions=array.ndim, shape=_shape(array), hint=hint))
    return _finite(array, name)


def _per_head(value: Any, name: str, d_model: int, cols: str) -> np.ndarray:
    """heads × d_model × cols: a matrix is one head."""
    array = _finite(as_array(value, name), name)  # before a head axis is added: the index as given
    if array.ndim == 2:
        array = array[None]
    if array.ndim != 3:
        raise ArgumentError(name, translate("FromArrays", "expected d_model × {cols} (one head) or heads × d_model × "
                                                          "{cols}, got {dimensions} dimension(s) ({shape})").format(
            cols=cols, dimensions=array.ndim, shape=_shape(array)))
    if array.shape[1] != d_model:
        raise ArgumentError(name, translate("FromArrays", "expected {d_model} rows (d_model, as X has columns), "
                                                          "got {rows}").format(d_model=d_model, rows=array.shape[1]))
    if array.shape[0] < 1 or array.shape[2] < 1:
        raise ArgumentError(name, translate("FromArrays", "expected at least one head and one column, got {shape}")
                            .format(shape=_shape(array)))
    return array


def _labels(tokens: Sequence[str] | None, count: int, prefix: str, name: str) -> tuple[str, ...]:
    if tokens is None:
        return tuple(f"{prefix}{i + 1}" for i in range(count))
    if isinstance(tokens, str):
        raise ArgumentError(name, translate("FromArrays", "expected a list of labels, one per row, not one string"))
    labels = tuple(tokens)
    if len(labels) != count:
        raise ArgumentError(name, translate("FromArrays", "expected {count} labels (one per row), got {got}").format(
            count=count, got=len(labels)))
    for i, label in enumerate(labels):
        if not isinstance(label, str):
            raise ArgumentError(f"{name}[{i}]", translate("FromArrays", "expected text, got {kind}").format(
                kind=type(label).__name__))
    return labels


def _bias_vectors(biases: Mapping[str, Any] | None, heads: int, sizes: dict[str, int]) -> dict[str, np.ndarray]:
    """``{"b_q": heads × d_k, …}`` from ``{"q": (d_k,) or (heads, d_k), …}``."""
    if biases is None:
        return {}
    if not isinstance(biases, Mapping):
        raise ArgumentError("biases", translate("FromArrays", "expected a dict such as {'q': b_q, 'k': b_k, 'v': b_v}"))
    out: dict[str, np.ndarray] = {}
    for key, value in biases.items():
        field = BIAS_KEYS.get(key) if isinstance(key, str) else None
        if field is None:
            raise ArgumentError("biases", translate("FromArrays", "unknown key {key}; expected 'q', 'k' or 'v'").format(
                key=repr(key)))
        name, size = f"biases[{key!r}]", sizes[field]
        array = as_array(value, name)
        if array.ndim == 1:
            array = np.broadcast_to(array, (heads, array.shape[0]))
        if array.ndim != 2 or array.shape != (heads, size):
            raise ArgumentError(name, translate("FromArrays", "expected {size} numbers ({what}) or {heads} × {size} "
                                                              "(one row per head), got {shape}").format(
                size=size, what="d_v" if field == "b_v" else "d_k", heads=heads, shape=_shape(array)))
        out[field] = _finite(np.array(array), name)
    return out


def session_fields(X: Any, W_Q: Any, W_K: Any, W_V: Any, *, tokens: Sequence[str] | None = None,
                   mode: str | None = None, source: Any = None, source_tokens: Sequence[str] | None = None,
                   W_O: Any = None, biases: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The keyword arguments of a Session of these arrays (see :meth:`Session.from_arrays`, which
    documents the shapes and makes the session), ``heads`` as (w_q, w_k, w_v, b_q, b_k, b_v) tuples."""
    x = _matrix(X, "X", "n × d_model")
    n, d_model = x.shape
    if mode is None:
        mode = "self" if source is None else "cross"
    src = None
    if mode == "cross":
        if source is None:
            raise ArgumentError("source", translate("FromArrays", "cross-attention needs the source's embeddings "
                                                                  "(m × d_model)"))
        src = _matrix(source, "source", "m × d_model")
        if src.shape[1] != d_model:
            raise ArgumentError("source", translate("FromArrays", "expected {d_model} columns (d_model, as X has), "
                                                                  "got {cols}").format(d_model=d_model, cols=src.shape[1]))
    elif source is not None:
        raise ArgumentError("source", translate("FromArrays", "only cross-attention reads a source; mode is {mode}")
                            .format(mode=repr(mode)))
    wq = _per_head(W_Q, "W_Q", d_model, "d_k")
    wk = _per_head(W_K, "W_K", d_model, "d_k")
    wv = _per_head(W_V, "W_V", d_model, "d_v")
    heads, d_k, d_v = wq.shape[0], wq.shape[2], wv.shape[2]
    if wk.shape[2] != d_k:
        raise ArgumentError("W_K", translate("FromArrays", "expected {d_k} columns (d_k, as W_Q has), got {cols}")
                            .format(d_k=d_k, cols=wk.shape[2]))
    if wk.shape[0] != wv.shape[0]:
        raise ArgumentError("W_V", translate("FromArrays", "expected {heads} heads (as W_K has), got {got}").format(
            heads=wk.shape[0], got=wv.shape[0]))
    groups = wk.shape[0]
    if groups != heads and (groups > heads or heads % groups):
        raise ArgumentError("W_K", translate("FromArrays", "expected {heads} heads (as W_Q has), or a number of "
                                                           "key/value groups that divides {heads} (grouped-query "
                                                           "attention), got {groups}").format(heads=heads, groups=groups))
    b = _bias_vectors(biases, heads, {"b_q": d_k, "b_k": d_k, "b_v": d_v})
    per = heads // groups  # heads per key/value group: query head h reads group h // per
    head_parts = tuple((wq[h], wk[h // per], wv[h // per], *(b[f][h] if f in b else None for f in BIASES))
                       for h in range(heads))
    w_o = None
    if W_O is not None:
        w_o = _matrix(W_O, "W_O", "heads·d_v × d_out")
        if w_o.shape[0] != heads * d_v:
            raise ArgumentError("W_O", translate("FromArrays", "expected {rows} rows (heads × d_v = {heads} × {d_v}), "
                                                               "got {got}").format(
                rows=heads * d_v, heads=heads, d_v=d_v, got=w_o.shape[0]))
    if src is None and source_tokens is not None:
        raise ArgumentError("source_tokens", translate("FromArrays", "only cross-attention has source tokens"))
    return dict(mode=mode, tokens=_labels(tokens, n, "t", "tokens"), embeddings=x, heads=head_parts,
                source_tokens=_labels(source_tokens, src.shape[0], "s", "source_tokens") if src is not None else None,
                source_embeddings=src, w_o=w_o, kv_groups=groups if groups != heads else None)


def argument_of(field: str) -> str:
    """The argument a session field came from: "heads[1].w_q" → "W_Q (head 2)"."""
    plain = {"embeddings": "X", "source_embeddings": "source", "w_o": "W_O", "tokens": "tokens",
             "source_tokens": "source_tokens"}
    if field in plain:
        return plain[field]
    name, head = parse_key(field)
    if head is not None:
        argument = {"w_q": "W_Q", "w_k": "W_K", "w_v": "W_V"}.get(name, f"biases[{name[2:]!r}]")
        return translate("FromArrays", "{argument} (head {head})").format(argument=argument, head=head + 1)
    return field
