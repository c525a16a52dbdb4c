# source: https://github.com/OpenNMT/OpenNMT-tf/issues/175
# symptom: host (CPU) memory usage is large before and during training; the maintainer points to the sample (shuffle) buffer, which only impacts CPU memory
# expect: TFM011 inputter.py:14
# note: the pipeline shuffles raw sentence pairs with a 500,000-element buffer (the default sample_buffer_size of the trainer at the time), so half a million pairs sit in RAM before the first batch.
