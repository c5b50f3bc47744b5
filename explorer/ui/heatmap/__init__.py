"""The Heatmap tab and the heatmap widget every tab draws with."""
