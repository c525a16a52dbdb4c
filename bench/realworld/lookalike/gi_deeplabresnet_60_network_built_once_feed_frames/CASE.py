# source: https://github.com/DrSleep/tensorflow-deeplab-resnet/issues/60
# note: per the maintainer's answer (create the variables once and reuse them), the network is built once on placeholders for the frame and the previous mask, weights are restored once and the graph is finalized; the per-frame loop only calls sess.run with a feed_dict
