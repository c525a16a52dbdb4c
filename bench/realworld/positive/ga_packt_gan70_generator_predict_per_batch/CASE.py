# source: https://github.com/PacktPublishing/Generative-Adversarial-Networks-Projects/issues/70
# symptom: "WARNING:tensorflow:11 out of the last 11 calls to <function Model.make_predict_function.<locals>.predict_function> triggered tf.function retracing" during cGAN training
# expect: TFM008 train.py:27
# note: the conditional GAN training loop calls generator.predict() on every batch to make fake images for the discriminator; the models are built in models.py
