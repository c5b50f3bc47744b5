"""Training: gradients through the attention forward, optimisers, targets and a background run."""
