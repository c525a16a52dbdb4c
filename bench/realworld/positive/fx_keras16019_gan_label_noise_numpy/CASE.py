# source: https://github.com/keras-team/keras/issues/16019
# symptom: GAN trained with a GradientTape loop shows growing memory; the label-smoothing noise is drawn with np.random inside the traced train step, so it is computed once at trace time and baked into the graph
# expect: TFM015 gan_trainer.py:22
# expect: TFM015 gan_trainer.py:23
# note: keeps the reporter's numpy label smoothing (np.random.random on a batch-shaped array) but written inline in the tf.function method; the 'random' labels are constants after tracing
