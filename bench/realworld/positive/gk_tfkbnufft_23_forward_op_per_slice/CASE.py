# source: https://github.com/zaccharieramzi/tfkbnufft/issues/23
# symptom: the forward NUFFT prints "11 out of the last 11 calls to <tensorflow.python.ops.custom_gradient.Bind object> triggered tf.function retracing" in TF 2.3
# expect: TFM006 recon.py:34
# note: the same-module factory make_forward_op() wraps the library forward operator in a new tf.function and is called once per slice inside the reconstruction loop, so every slice traces the forward NUFFT again (the adjoint is wrapped once, before the loop)
