# source: https://github.com/mks0601/TF-SimpleHumanPose/issues/9
# note: fixed version of the training loop: the learning-rate update op (assign from a placeholder) is built once in the Trainer constructor and only run with feed_dict inside the loop, and the graph is finalized before the first iteration, so no op is added per step (the reporter's fix was graph.finalize() before the loop).
