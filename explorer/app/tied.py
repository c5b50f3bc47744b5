"""The what-if "tie W_K to W_Q" (and "W_V = I"): why the weights start random and distinct.

The reference text: each weight matrix is initialised randomly so that the
vectors learn different things, "since we don't want to just derive the dot
product of the vector with itself". With W_K = W_Q every key is its query,
S = Q·Qᵀ is symmetric and each token's own score q_i·q_i tends to be its
row's largest. :func:`tied_scores` works that matrix out for the first
tokens of a head (NumPy only, a few dozen cells: never n × n at 4096 tokens).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.session import Session, sqrt_dk
from explorer.core.attention.step_keys import input_symbol
from explorer.core.wording import translate

#: The tied matrix is shown for at most this many tokens (it is a lesson, not the session;
#: five columns of numbers fit the ~330 px dock).
MAX_TIED_TOKENS = 5


@dataclass(frozen=True)
class TiedContent:
    """What the tied what-if shows: a caption, the token labels and the scaled
    scores Q·Qᵀ/√d_k as texts (row i = query i, column j = key j), and for each
    row whether its largest score is its own (on the diagonal)."""

    caption: str
    labels: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]
    own_max: tuple[bool, ...]
    identity_v: str


def tied_scores(session: Session, head: int = 0, decimals: int = 2) -> TiedContent:
    """The scores with W_K tied to W_Q (and b_K to b_Q) for the first tokens of ``head``."""
    h = session.heads[min(head, len(session.heads) - 1)]
    n = min(session.n, MAX_TIED_TOKENS)
    x = np.asarray(session.embeddings[:n], dtype=np.float64)
    q = x @ np.asarray(h.w_q, dtype=np.float64)
    if h.b_q is not None:
        q = q + np.asarray(h.b_q, dtype=np.float64)
    scores = q @ q.T / sqrt_dk(session)
    own = tuple(bool(scores[i, i] >= scores[i].max()) for i in range(n))
    if n < session.n:
        caption = translate("Tied", "With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (the first {n} of "
                                    "{total} tokens, positions left out) is symmetric, and {own} of {n} tokens score "
                                    "highest with themselves. That is why W_Q, W_K and W_V start random and "
                                    "different: a score should not be just a vector's dot product with itself.")
    else:
        caption = translate("Tied", "With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (positions left out) is "
                                    "symmetric, and {own} of {n} tokens score highest with themselves. That is why "
                                    "W_Q, W_K and W_V start random and different: a score should not be just a "
                                    "vector's dot product with itself.")
    caption = caption.format(n=n, total=session.n, own=sum(own))
    if session.mode == "cross":
        caption = translate("Tied", "{caption} In cross-attention the keys come from {encoder}, so tying only "
                                    "matters where {decoder} = {encoder}.").format(
            caption=caption, encoder=input_symbol("source_embeddings"), decoder=input_symbol("embeddings", "cross"))
    if h.w_v.shape[0] == h.w_v.shape[1]:
        identity = translate("Tied", "With W_V = I (d_v = d_model) the values are the embeddings themselves: each "
                                     "output row is a weighted mix of the tokens' own vectors, A·X, and nothing new "
                                     "is learned about them.")
    else:
        identity = translate("Tied", "W_V = I needs d_v = d_model (here {d_v} and {d_model}): then each output row "
                                     "would be a weighted mix of the embeddings themselves, A·X.").format(
            d_v=h.w_v.shape[1], d_model=h.w_v.shape[0])
    # Fixed decimals, not format_number's shortest text: 8.8e-05 does not fit a narrow column.
    cells = tuple(tuple(_fixed(float(v), decimals) for v in row) for row in scores)
    return TiedContent(caption, tuple(session.tokens[:n]), cells, own, identity)


def _fixed(value: float, decimals: int) -> str:
    text = f"{value:.{decimals}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text
