# source: https://github.com/tensorflow/tensorflow/issues/61507
# symptom: after adding @tf.function to the training function, each epoch only runs one batch; without the decorator every batch is used
# expect: TFM003 42
# note: the thread's ResNet code is built from star-imported layers; the case keeps its training function, a tf.function that walks the module-level dataset, called once per epoch (the thread does not show the loop body, so the loop is ours)
import tensorflow as tf
from tensorflow.keras import Model
from tensorflow.keras.layers import *
from tensorflow.keras.regularizers import L2

(x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
x_train, x_test = x_train / 255.0, x_test / 255.0
train_db = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(10000).batch(128)
test_db = tf.data.Dataset.from_tensor_slices((x_test, y_test)).batch(128)


class SmallResNet(Model):
    def __init__(self, num_classes=10):
        super().__init__()
        self.c1 = Conv2D(32, (3, 3), padding="same", kernel_regularizer=L2(1e-4))
        self.b1 = BatchNormalization()
        self.a1 = Activation("relu")
        self.c2 = Conv2D(64, (3, 3), strides=2, padding="same", kernel_regularizer=L2(1e-4))
        self.b2 = BatchNormalization()
        self.pool = GlobalAveragePooling2D()
        self.d = Dropout(0.2)
        self.f = Dense(num_classes, activation="softmax")

    def call(self, x, training=False):
        x = self.a1(self.b1(self.c1(x), training=training))
        x = tf.nn.relu(self.b2(self.c2(x), training=training))
        return self.f(self.d(self.pool(x), training=training))


model = SmallResNet()
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy()
train_acc = tf.keras.metrics.SparseCategoricalAccuracy()


@tf.function
def train_one_epoch():
    for x, y in train_db:
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        train_acc.update_state(y, model(x, training=False))


for epoch in range(30):
    train_acc.reset_states()
    train_one_epoch()
    print("epoch", epoch, "train acc", float(train_acc.result()))
