"""Step keys: the one grammar that names a step of a trace or a matrix of a session.

A head's step or matrix is ``"heads[h].name"`` (h counted from 0, as files and
arrays count); a step or matrix of the whole session is its bare name
(``"concat"``, ``"projected"``, ``"embeddings"``, ``"w_o"``). Every module that
builds or reads a key goes through :func:`step_key` and :func:`parse_key`.
"""

from __future__ import annotations

import re

from explorer.core.wording import translate

_KEY = re.compile(r"^heads\[(\d+)\]\.(\w+)$")

#: Steps (and matrices) that belong to the whole session, not to one head.
SESSION_LEVEL = ("concat", "projected", "embeddings", "source_embeddings", "w_o",
                 "pe", "x_pe", "pe_src", "x_pe_src", "visibility", "kv_groups", "latent", "cache",
                 "w_dkv", "w_kr", "sinks", "g_q", "g_k")


def head_prefix(head: int) -> str:
    """The head itself, as a file and an error name it: ``"heads[0]"`` (its keys are
    ``step_key(name, head)``; this names the head when no step or matrix is meant)."""
    return f"heads[{int(head)}]"


def step_key(step_id: str, head: int | None) -> str:
    """The unique key of a step: ``"heads[0].weights"`` or ``"concat"``."""
    return step_id if head is None else f"{head_prefix(head)}.{step_id}"


def parse_key(key: str) -> tuple[str, int | None]:
    """``"heads[1].weights"`` → ``("weights", 1)``; ``"concat"`` → ``("concat", None)``."""
    found = _KEY.match(key)
    if found:
        return found.group(2), int(found.group(1))
    return key, None


_CELL = re.compile(r"^(.+)\[\s*(\d+)\s*,\s*(\d+)\s*\]$")


def cell_address(key: str, row: int, col: int) -> str:
    """One cell of a matrix as a person types it: ``"heads[0].w_q[2,3]"`` — the matrix by its
    key (heads counted from 0, as files count), the row and column from 1, as on screen."""
    return f"{key}[{int(row)},{int(col)}]"


def parse_cell_address(text: str) -> tuple[str, int, int] | None:
    """``"heads[0].w_q[2,3]"`` → ``("heads[0].w_q", 2, 3)`` (row and column as written, from 1);
    None for text that is not a key followed by ``[row,col]``."""
    found = _CELL.match(text.strip())
    if found is None:
        return None
    return found.group(1).strip(), int(found.group(2)), int(found.group(3))


def step_id_of(key: str) -> str:
    """The step (or matrix) name of a key: ``"heads[2].scores"`` → ``"scores"``."""
    return parse_key(key)[0]


def head_of(key: str) -> int | None:
    """The head of a key (0-based), or None for a session-level one."""
    return parse_key(key)[1]


def key_for_head(step_id: str, head: int) -> str:
    """``step_id`` of ``head``, or the bare id for a session-level step."""
    return step_key(step_id, None if step_id in SESSION_LEVEL else head)


_SYMBOLS = {"w_q": "W_Q", "w_k": "W_K", "w_v": "W_V", "w_uk": "W_UK", "w_uv": "W_UV", "w_qr": "W_QR"}
#: The whole session's matrices as a person names them (the vectors keep their letters: g_q, sinks).
_SESSION_SYMBOLS = {"w_o": "W_O", "w_dkv": "W_DKV", "w_kr": "W_KR"}


def input_symbol(matrix_id: str, mode: str = "self") -> str:
    """The one name of an input matrix: ``"X_enc"`` for the source (``source_embeddings``:
    the encoder's tokens, whose keys and values cross-attention reads), ``"X_dec"`` for
    the queries' tokens in cross mode, ``"X"`` for the tokens of self and causal mode.
    Cards, formulas, explanations, editors' tooltips and the deck all name them so."""
    if matrix_id in ("source_embeddings", "x_pe_src"):
        return "X_enc"
    return "X_dec" if mode == "cross" else "X"


def matrix_title(matrix_id: str, mode: str = "self") -> str:
    """A person's name for a session matrix id in a session of ``mode``: ``"X"``,
    ``"X_enc"``, ``"W_Q (head 2)"`` …"""
    name, head = parse_key(matrix_id)
    if head is not None and name in _SYMBOLS:
        return translate("StepKeys", "{matrix} (head {head})").format(matrix=_SYMBOLS[name], head=head + 1)
    if matrix_id in ("embeddings", "source_embeddings"):
        return input_symbol(matrix_id, mode)
    if matrix_id == "sinks":  # a word, not a symbol: said in the chosen language
        return translate("StepKeys", "sinks")
    return _SESSION_SYMBOLS.get(matrix_id, matrix_id)
