# source: https://github.com/keras-rl/keras-rl/issues/55
# note: look-alike: target_model_update < 1 means a soft update every step, but the assign ops are created once in compile() and the per-step code only runs the prebuilt update function, so the graph does not grow (the keras-rl design discussed in the thread)
