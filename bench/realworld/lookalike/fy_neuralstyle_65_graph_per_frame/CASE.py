# source: https://github.com/cysmith/neural-style-tf/issues/65
# note: every content frame needs its own optimization (as the maintainer answers), so the renderer builds the network, the image variable and the optimizer inside a fresh tf.Graph() per frame; the previous frame's graph is dropped with its context, nothing accumulates
