"""The JSON result of the ``compute`` command, built from a trace."""

from __future__ import annotations

from typing import Any

import numpy as np

from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace

#: The per-head steps the ``compute`` command prints, in this order.
COMPUTE_STEPS = ("q", "k", "v", "scores", "scaled", "weights", "output")
#: Printed too where the session has them: RoPE's rotated q and k, ALiBi's bias, and the
#: 2025–26 variants' steps (linear attention has no scaled scores: it divides by none).
VARIANT_STEPS = ("q_rot", "k_rot", "bias", "q_norm", "k_norm", "softcapped", "sink_share", "scores_2",
                 "weights_1", "weights_2", "phi_q", "phi_k", "kernel_scores")


def _nested(array: np.ndarray) -> list:
    return np.asarray(array, dtype=np.float64).tolist()


def compute_result(trace: Trace) -> dict[str, Any]:
    """``{"backend", "dtype", "heads": [{q, k, v, scores, scaled, weights, output}], "output"}``
    (and ``"latent"``, and each head's version-4 steps, where the session has them)
    with nested lists; ``output`` is the heads' concatenation, times W_O when given.
    ``q`` and ``k`` are the linear maps' outputs; with RoPE ``scores`` come from
    the rotated ``q_rot`` and ``k_rot``, printed too, as is ALiBi's ``bias``."""
    heads = []
    for h in range(trace.n_heads):
        item = {sid: _nested(trace.step(sid, h).array) for sid in COMPUTE_STEPS if step_key(sid, h) in trace}
        for sid in VARIANT_STEPS:
            if step_key(sid, h) in trace:
                array = trace.step(sid, h).array
                item[sid] = _nested(array[:, 0] if sid == "sink_share" else array)  # one share a query
        heads.append(item)
    out = {
        "backend": trace.backend.name,
        "device": trace.backend.device,
        "dtype": trace.dtype.name,
        "heads": heads,
        "output": _nested(trace.final.array),
    }
    if "latent" in trace:  # latent attention's c, what a cache keeps
        out["latent"] = _nested(trace.get("latent").array)
    return out
