# source: https://github.com/tensorflow/tensorflow/issues/13745
# note: the fix from the thread (drop the short final batch): every batch has exactly BATCH elements and fixed FRAMES x MELS features, so the tf.function train step sees one input signature and traces once; the enumerate() index is not passed to it
