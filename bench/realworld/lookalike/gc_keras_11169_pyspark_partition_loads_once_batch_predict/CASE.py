# source: https://github.com/keras-team/keras/issues/11169
# note: the usual fix for the per-row map in the report: mapPartitions loads the model once per partition (Spark calls score_partition once per partition, not per row) and scores rows in chunks with one direct model call per chunk; no load_model or predict inside the row loop.
