# source: https://github.com/ameroyer/PIC/issues/3
# symptom: the fix for 'GraphDef cannot be larger than 2GB' at saver.save after about 55 epochs
# note: fixed version (commit 'introduce finalize_graph call' answering the issue): the summary ops and the bpd assign are built once around placeholders, the graph is finalized before training, and the loop only feeds values
