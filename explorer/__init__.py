"""Attention Explorer: edit small matrices and watch scaled dot-product attention."""

__version__ = "0.1.0"
