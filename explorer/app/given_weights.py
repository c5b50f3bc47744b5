"""Attention weights that come from elsewhere (a notebook's model), with nothing upstream.

BertViz's ``head_view`` and ``model_view`` take only weights: per layer, heads
× n × n, and the tokens. Here they are a :class:`GivenWeights`, which the lines
view (:class:`~explorer.app.lines.LinesData`) and the model view
(:class:`~explorer.core.models.model_view.ModelAttention`) draw as they draw a
session's or an imported model's heads. There is no X, W_Q, W_K or W_V behind
them, so no edit chain: the views say so (:data:`NOTHING_UPSTREAM`). A decoder's
weights, exactly zero after every query, are drawn causal (the masked cells as
masked). Plain data, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.app.lines import LinesData
from explorer.core.models.model_view import ModelAttention
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: What the views say of weights with nothing upstream (translate("GivenWeights", …) where shown).
NOTHING_UPSTREAM = QT_TRANSLATE_NOOP("GivenWeights", "Weights only: these attention weights came from Python, "
                                                     "without the embeddings X or the W_Q, W_K, W_V that made them, "
                                                     "so there is nothing upstream to edit. Export… writes them like "
                                                     "any other view.")


def nothing_upstream() -> str:
    """:data:`NOTHING_UPSTREAM` in the chosen language."""
    return translate("GivenWeights", NOTHING_UPSTREAM)


#: The name of weights given without one (translated where shown: :attr:`GivenWeights.shown_name`).
DEFAULT_NAME = QT_TRANSLATE_NOOP("GivenWeights", "weights from Python")
#: ModelAttention.kind of given weights: no model file to import a head from.
KIND = "weights"


@dataclass(frozen=True, eq=False)
class GivenWeights:
    """``weights``: layers × heads × n × n (read-only, float32); ``tokens``: n labels."""

    weights: np.ndarray
    tokens: tuple[str, ...]
    #: Where they came from, for the titles ("head_view", "model_view").
    name: str = DEFAULT_NAME

    @property
    def shown_name(self) -> str:
        """:attr:`name` as a person reads it (the default name translated)."""
        return translate("GivenWeights", self.name)

    @property
    def layers(self) -> int:
        return int(self.weights.shape[0])

    @property
    def heads(self) -> int:
        return int(self.weights.shape[1])

    @property
    def causal(self) -> bool:
        """Every weight after its query is exactly 0 (a decoder's heads), with more than one token."""
        n = self.weights.shape[-1]
        return n > 1 and not np.triu(self.weights, k=1).any()

    def lines(self, layer: int, head: int | None = None) -> LinesData:
        """The lines of ``head`` of ``layer`` (0-based), or of every head of it when ``head`` is None."""
        heads = tuple(range(self.heads)) if head is None else (head,)
        which = (translate("GivenWeights", "all heads") if head is None
                 else translate("GivenWeights", "head {head}").format(head=head + 1))
        kind = (translate("GivenWeights", "masked (causal) self-attention") if self.causal
                else translate("GivenWeights", "self-attention"))
        title = translate("GivenWeights", "Attention weights, layer {layer}, {which}: {kind} ({name})").format(
            layer=layer + 1, which=which, kind=kind, name=self.shown_name)
        return LinesData(queries=self.tokens, keys=self.tokens, weights=tuple(self.weights[layer, h] for h in heads),
                         heads=heads, causal=self.causal, title=title)

    def model_attention(self) -> ModelAttention:
        """Every layer × head for the model view's grid and rollout (no model behind it: kind "weights")."""
        return ModelAttention(self.shown_name, KIND, "", " ".join(self.tokens), self.tokens, self.weights, self.causal)
