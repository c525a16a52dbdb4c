# source: https://github.com/huggingface/blog/pull/420
# note: the blog's recommended setup: xla_generate = tf.function(model.generate, jit_compile=True) is built once when the service starts and inputs are padded to a multiple of 32 tokens, so requests reuse a handful of compiled shapes instead of tracing per request
