# source: https://github.com/tflearn/tflearn/issues/248
# symptom: running out of memory when training one network per fold in the same TensorFlow graph
# note: each fold builds its network inside a brand-new tf.Graph (finalized before the session runs), so the ops of a fold are dropped with its graph instead of piling up in one default graph; the per-step loop only calls sess.run
