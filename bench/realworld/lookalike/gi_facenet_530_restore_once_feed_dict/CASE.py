# source: https://github.com/davidsandberg/facenet/issues/530
# note: the model is restored once (import_meta_graph + Saver.restore before the loop) and the loop over people only calls sess.run on existing tensors with a feed_dict; the reported slowness is the one-off model load, nothing is added to the graph per person
