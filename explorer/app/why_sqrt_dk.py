"""Steps → Why √d_k?: the spread of q·k at d_k = 4, 64, 512 and the session's own, with and
without the division, and the softmax it gives (computed by the core, once per d_k)."""

from __future__ import annotations

from explorer.core.attention.scaling_demo import TITLE, ScalingDemo, scaling_demo

__all__ = ["TITLE", "ScalingDemo", "demo"]


def demo(d_k: int, reuse: ScalingDemo | None = None) -> ScalingDemo:
    """The chart's numbers for the session's ``d_k``; ``reuse``: the standard rows are not sampled again."""
    return scaling_demo(d_k, reuse=reuse)
