# source: https://github.com/jakeret/tf_unet/issues/125
# note: fixed shape suggested in the thread: the Saver is built with the graph in __init__, one session is opened, restored once and the graph finalized; Unet.predict, still called once per image from predict_dir.py, only runs sess.run with a feed_dict and adds no op to the graph.
