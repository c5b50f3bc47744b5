"""The Step by step tab: one card per step, stepped through like a lecture."""
