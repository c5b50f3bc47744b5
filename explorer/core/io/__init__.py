"""Session files (every version), embeddings, verified atomic writes, memory budgets and resources."""
