# source: https://github.com/tflearn/tflearn/issues/729
# symptom: the shared network is saved and loaded many times during self-play; the .meta file keeps growing and saving/loading slows down until training is infeasible
# expect: TFM010 shared_net.py:26
# expect: TFM010 shared_net.py:30
# note: save() and load() each construct a new Saver (which adds save/restore ops to the graph); the self-play loop calls load and save once per game
