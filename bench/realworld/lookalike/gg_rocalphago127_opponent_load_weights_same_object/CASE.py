# source: https://github.com/Rochester-NRT/RocAlphaGo/issues/127
# note: look-alike: the opponent network is built once before the RL loop; each iteration only loads the sampled snapshot's weights into the same Keras model (load_weights), so no model is constructed per iteration
