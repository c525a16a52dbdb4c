# source: https://github.com/Elucidation/tensorflow_chessbot/issues/25
# note: look-alike, the shape of the fix: the grayscale/tiling ops are built once in the predictor's constructor behind a placeholder and the graph is finalized; the per-screenshot loop only feeds arrays to sess.run, so no op is added per prediction
