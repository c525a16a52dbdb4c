# source: https://github.com/keras-team/keras-hub/issues/779
# symptom: every call to generate() triggers compilation again, so generation stays slow (225 s for 25 calls; 52 s once compilation is reused)
# expect: TFM006 textgen/sampler.py:15
# note: the sampler object is re-created on every generate() call and its sample() method defines and runs a fresh tf.function each time; the batch script calls generate() once per prompt
