# source: https://github.com/keras-team/keras/issues/12621
# symptom: an SRGAN-style GAN hits OOM in the generative part even with batch size 1, tiny images and a 31k-parameter generator, also on an 8-GPU machine; the reporter suspected predict and tried predict_on_batch
# expect: TFM008 gan_steps.py:7
# note: folder case: train.py builds the generator, discriminator and combined GAN once and loops over epochs and batches; every batch calls gan_steps.train_on_pair, which runs generator.predict on the low-resolution batch before the discriminator and GAN train_on_batch calls; the models come from network.py
