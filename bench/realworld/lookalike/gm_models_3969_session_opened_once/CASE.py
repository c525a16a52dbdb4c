# source: https://github.com/tensorflow/models/issues/3969
# note: the fix from the thread: the graph and Session are created once in main and the mask post-processing ops are built once before the loop (then the graph is finalized); each frame only runs sess.run on existing tensors
