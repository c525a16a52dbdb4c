# source: https://github.com/tranleanh/edn-gtm/issues/7
# symptom: training fails with "tf.function only supports singleton tf.Variables created on the first call. Make sure the tf.Variable is only created once or created outside tf.function"
# expect: TFM014 core/losses.py:15
# expect: TFM014 core/losses.py:16
# expect: TFM008 train.py:31
# note: the perceptual loss builds a VGG16 and a feature-extractor Model inside the loss function, which Keras traces into the GAN's train function (d_on_g.compile in train.py); the training loop also gets the generator's outputs with g.predict on every batch
