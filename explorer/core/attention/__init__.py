"""The one attention forward with every variant, the visibility rule, the steps, the trace and explanations."""
