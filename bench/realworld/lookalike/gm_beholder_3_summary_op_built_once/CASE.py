# source: https://github.com/chrisranderson/beholder/issues/3
# note: fixed shape of the visualiser: the placeholder and the tensor_summary op are created once in the constructor; update(), called every training step, only feeds the composed frame and runs the existing op, so the graph does not grow
