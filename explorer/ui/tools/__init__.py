"""The inspector, What if…, Why √d_k?, and the decode and online-softmax walkthroughs."""
