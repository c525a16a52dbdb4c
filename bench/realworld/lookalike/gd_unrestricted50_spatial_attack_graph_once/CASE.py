# source: https://github.com/coeff-giving/unrestricted-adversarial-examples/pull/50
# symptom: the faster spatial attack: memory flat and runtime per batch constant
# note: the fix from the PR: the whole grid of rotations/translations is expressed once in the graph with tf.map_fn over placeholders built in __init__; the per-batch loop only runs the prebuilt tensors
