# source: https://github.com/tensorflow/tensorflow/issues/13141
# note: the standard fix for the slowdown in the report: the decode/resize/normalize ops are built once (ImagePreprocessor.__init__, fed through a string placeholder), the graph is finalized before the loop, and the per-file loop only calls sess.run. No op is created inside the loop.
