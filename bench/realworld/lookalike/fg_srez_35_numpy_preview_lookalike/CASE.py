# source: https://github.com/david-gpu/srez/issues/35
# note: the fix given in the thread: the preview helper only fetches already-built tensors and assembles the image with NumPy, so calling it from the training loop adds nothing to the graph
