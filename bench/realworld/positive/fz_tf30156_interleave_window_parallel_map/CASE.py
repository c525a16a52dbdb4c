# source: https://github.com/tensorflow/tensorflow/issues/30156
# symptom: memory usage climbs when each interleaved per-file CSV pipeline windows and maps with many parallel calls; the maintainer explains buffers are multiplied by cycle_length
# expect: TFM004 pipeline/windows.py:20
# note: train.py builds the dataset through make_xy_dataset (pipeline/windows.py, re-exported by pipeline/__init__.py); every interleaved file pipeline maps with num_parallel_calls=128, above the 64 default limit, so peak memory scales with 128 x cycle_length buffered windows.
