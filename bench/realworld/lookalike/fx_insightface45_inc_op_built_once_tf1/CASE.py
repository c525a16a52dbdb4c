# source: https://github.com/auroua/InsightFace_TF/issues/45
# symptom: question why global_step advances twice per iteration: an explicit assign_add op is run next to a train_op that already increments it
# note: every op, including the assign_add, is built once in graph_builder before the loop and the graph is finalized; the training loop only runs existing ops (the double increment in the thread is a counting bug, not graph growth)
