"""Training: gradients through the attention forward, optimisers, targets and a run stepped in pieces (live_run)."""
