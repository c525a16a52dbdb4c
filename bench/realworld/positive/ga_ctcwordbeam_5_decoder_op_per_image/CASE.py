# source: https://github.com/githubharald/CTCWordBeamSearch/issues/5
# symptom: handwriting recognition memory fills up after roughly 250 processed images and the process is killed (exit code 137)
# expect: TFM010 wbs_decoder.py:29
# note: the maintainer asks how often word_beam_search(...) is called, since it must be created once with the graph; here decode() creates the softmax and word_beam_search ops for every image before sess.run
