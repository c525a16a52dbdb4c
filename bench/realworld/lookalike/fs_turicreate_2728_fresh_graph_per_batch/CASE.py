# source: https://github.com/apple/turicreate/pull/2728
# note: the fix merged for the augmenter leak (issue #2726): each batch's augmentation ops are built inside a fresh tf.Graph with its own session closed at the end of the with-block, so the per-batch ops are released with that graph instead of accumulating in the default graph
