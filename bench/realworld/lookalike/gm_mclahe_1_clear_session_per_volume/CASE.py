# source: https://github.com/VincentStimper/mclahe/issues/1
# note: the fix posted in the thread: the graph-building mclahe call is still made once per volume, but tf.keras.backend.clear_session() after each volume resets the (graph-mode) default graph, so the ops of the previous volume are dropped and memory stays flat
