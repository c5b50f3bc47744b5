"""The inputs panel: sizes, tokens, X, the weights and the variants, edited by hand."""
