# source: https://github.com/google/seq2seq/pull/323
# note: the fixed version from the same PR: the beam-search step is built once from placeholders in the constructor and the graph is finalized; the decode loop only feeds numpy values through Session.run, so no op is created per step
