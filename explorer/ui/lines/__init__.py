"""The Lines tab: BertViz's head view."""
