# source: https://github.com/tensorflow/tensorflow/issues/44728
# symptom: "train_on_batch has a memory leak in my and many other people's code" in a Keras GAN training loop; del and gc.collect() (which had helped for predict and fit) do not stop the growth; the reporter ends up rewriting the loop from scratch with GradientTape
# expect: TFM008 gan.py:37
# note: folder case: train.py runs the GAN loop and calls MnistGAN.train_step() once per step; train_step generates the fake batch with generator.predict and then calls train_on_batch three times (the classic Keras GAN loop the thread is about)
