"""The lecture deck: its plan, its pages, and the PDF and PowerPoint files they become."""
