"""View → Model View… and File → Import from Model: a real model's heads."""
