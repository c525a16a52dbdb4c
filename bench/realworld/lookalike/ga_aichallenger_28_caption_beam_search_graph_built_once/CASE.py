# source: https://github.com/AIChallenger/AI_Challenger_2017/issues/28
# note: the im2txt-style inference from that thread (one image at a time, out-of-graph beam search): the inference graph is built once and finalized, and every beam step only calls sess.run on the prebuilt feed/fetch tensors with feed_dict; it is slow (hours for the test set) but the graph does not grow per image
