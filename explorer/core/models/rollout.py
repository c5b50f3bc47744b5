"""Attention rollout (Abnar & Zuidema, 2020, "Quantifying Attention Flow in Transformers").

Per layer l the heads' weights are averaged, Ā_l = mean_h A_l,h; the residual
connection is modelled by adding the identity, and rows are renormalised,
Â_l = (Ā_l + I) / rowsum; the rollout multiplies these from the first layer
up, R_1 = Â_1, R_l = Â_l · R_{l−1}. Row i of R_L says how much of output
token i "comes from" each input token, if attention were the only path, which
it is not (the feed-forward layers and the values' norms are ignored): hence
:data:`CAUTION`. NumPy only.
"""

from __future__ import annotations

import numpy as np

from explorer.core.wording import QT_TRANSLATE_NOOP, translate

FORMULA = "Â_l = (mean_h A_l,h + I) / row sum,   R_l = Â_l · R_l−1,   R_1 = Â_1"
#: In English; :func:`caution` is what a person reads.
CAUTION = QT_TRANSLATE_NOOP("Rollout", "Attention weights are not an explanation: rollout ignores the values, the "
                                       "feed-forward layers and the norms, so it shows where attention flows, not why "
                                       "the model decides.")


def caution() -> str:
    """:data:`CAUTION` in the chosen language."""
    return translate("Rollout", CAUTION)


def residual_attention(layer: np.ndarray) -> np.ndarray:
    """Â for one layer: ``layer`` is heads × n × n (rows sum to 1); returns n × n float64."""
    layer = np.asarray(layer, dtype=np.float64)
    if layer.ndim != 3 or layer.shape[1] != layer.shape[2]:
        raise ValueError(translate("Rollout", "a layer's weights are heads × n × n, not {shape}").format(
            shape=" × ".join(map(str, layer.shape))))
    mixed = layer.mean(axis=0) + np.eye(layer.shape[1])
    return mixed / mixed.sum(axis=1, keepdims=True)


def rollout(weights: np.ndarray) -> np.ndarray:
    """The rollout after every layer: ``weights`` is layers × heads × n × n;
    returns layers × n × n (float64), entry l being R_{l+1} (rows sum to 1)."""
    weights = np.asarray(weights)
    if weights.ndim != 4:
        raise ValueError(translate("Rollout", "rollout needs layers × heads × n × n weights, not {axes} axes").format(
            axes=weights.ndim))
    out = np.empty((weights.shape[0], weights.shape[2], weights.shape[3]), dtype=np.float64)
    current: np.ndarray | None = None
    for index, layer in enumerate(weights):
        step = residual_attention(layer)
        current = step if current is None else step @ current
        out[index] = current
    return out
