# source: https://github.com/huggingface/blog/pull/420
# symptom: every completion request takes seconds instead of milliseconds: the XLA generate function is traced and compiled again for each request, and host memory grows with every compiled copy
# expect: TFM006 generation.py:17
# note: the post's rule is to build xla_generate = tf.function(model.generate, jit_compile=True) once and reuse it; here the service builds it inside the method that each request calls (server.py), so every call starts from an untraced function
