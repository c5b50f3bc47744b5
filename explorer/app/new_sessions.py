"""Sessions made whole rather than edited: File → New Long Sequence (patterned heads or
random numbers) and File → Import Embeddings (a matrix from a file as X). The core
makes them (:mod:`explorer.core.generate`, :mod:`explorer.core.io.embeddings`); a
16 384-token one is millions of numbers, so the window makes it on the job runner.
"""

from __future__ import annotations

from pathlib import Path

from explorer.core.generate import PATTERNS, patterned_session, random_session, with_embeddings
from explorer.core.io.embeddings import load_embeddings
from explorer.core.session import Session
from explorer.core.wording import translate

__all__ = ["PATTERNS", "embeddings_session", "generated"]


def generated(kind: str, n: int, mode: str, seed: int, patterns: tuple[str, ...] = (), d: int = 64,
              heads: int = 1) -> Session:
    """A patterned session (its ``patterns``, one head each) or a random one (``d`` = d_model = d_k = d_v);
    ValueError with a message when it cannot be made."""
    if kind == "patterned":
        if not patterns:
            raise ValueError(translate("NewSessions", "choose at least one head pattern"))
        return patterned_session(n, list(patterns), mode=mode, seed=seed)
    return random_session(n, d, d, d, heads=heads, mode=mode, seed=seed)


def embeddings_session(session: Session, path: Path, dtype: str, fill: str, seed: int) -> Session:
    """``session`` with X (and its tokens) read from ``path``; the memory its trace would need is
    checked before the matrix is read (SessionError, MemoryError: one line)."""
    tokens, embeddings = load_embeddings(path, into=session, dtype=dtype)
    return with_embeddings(session, tokens, embeddings, fill, seed)
