"""Steps → Train…: gradient descent on the weights, live."""
