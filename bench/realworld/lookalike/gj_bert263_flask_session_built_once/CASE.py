# source: https://github.com/google-research/bert/issues/263
# note: the fix suggested in the thread (predict_online): the TF1 graph, placeholders and session are created once when the module is imported and the graph is finalized; each POST only runs Session.run with a feed_dict, so requests add no ops and reload nothing
