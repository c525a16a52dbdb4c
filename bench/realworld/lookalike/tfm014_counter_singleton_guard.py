# source: https://www.tensorflow.org/guide/function#creating_tfvariables
# symptom: none: the variable is created inside the tf.function only on the first call, behind an `is None` guard
# note: the official guide's Count module (create-once guard), called every step
import tensorflow as tf


class Count(tf.Module):
    def __init__(self):
        super().__init__()
        self.count = None

    @tf.function
    def __call__(self):
        if self.count is None:
            self.count = tf.Variable(0)
        return self.count.assign_add(1)


counter = Count()
for _ in range(5):
    print(counter().numpy())
