# source: https://github.com/tensorflow/tensorflow/issues/48851
# symptom: a counter whose tf.Variable is created inside the decorated __call__ is traced twice on the first call, and without a create-once guard the next trace fails with "tf.function only supports singleton tf.Variables created on the first call"
# expect: TFM002 14
# expect: TFM014 14
# note: the report's Count class, moved into a custom training loop; the variable is created unconditionally in the tf.function body (no `if self.count is None` guard); imports and the model/dataset come from elsewhere in the user's script

class Count:
    def __init__(self):
        self.count = None

    @tf.function
    def __call__(self):
        print("This function is tracing !")
        self.count = tf.Variable(0)
        tf.print("This function is executing !")
        return self.count.assign_add(1)


counter = Count()
for epoch in range(EPOCHS):
    for images, labels in train_ds:
        loss = train_step(images, labels)
        step = counter()
        if int(step) % 100 == 0:
            print("epoch", epoch, "step", int(step), "loss", float(loss))
