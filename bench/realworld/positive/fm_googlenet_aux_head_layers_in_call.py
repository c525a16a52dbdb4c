# source: https://github.com/Keyird/DeepLearning-TensorFlow2/blob/HEAD/6.%20GoogLeNet/model.py
# symptom: the auxiliary classifier's call() builds new Flatten and Dropout layers each time it runs, so every trace of the training step adds fresh layer objects to the model instead of reusing its own
# expect: TFM014 23
# expect: TFM014 24
# expect: TFM014 26
# note: star import of the Keras layers (from tensorflow.keras.layers import *); the auxiliary head is a custom Layer whose __init__ builds pool/conv/dense but whose call instantiates Flatten() and Dropout() inline; training uses a tf.function step in an epoch loop
import tensorflow as tf
from tensorflow.keras.layers import *
from tensorflow.keras.models import Model


class AuxClassifier(Layer):
    def __init__(self, num_classes, **kwargs):
        super().__init__(**kwargs)
        self.pool = AvgPool2D(pool_size=5, strides=3)
        self.squeeze = Conv2D(128, kernel_size=1, activation="relu")
        self.hidden = Dense(1024, activation="relu")
        self.logits = Dense(num_classes)
        self.softmax = Softmax()

    def call(self, inputs, **kwargs):
        x = self.squeeze(self.pool(inputs))
        x = Flatten()(x)
        x = Dropout(rate=0.5)(x)
        x = self.hidden(x)
        x = Dropout(rate=0.5)(x)
        return self.softmax(self.logits(x))


def small_inception_net(num_classes=5, size=224):
    image = Input(shape=(size, size, 3))
    x = Conv2D(64, 7, strides=2, padding="same", activation="relu")(image)
    x = MaxPool2D(3, strides=2, padding="same")(x)
    x = Conv2D(192, 3, padding="same", activation="relu")(x)
    x = MaxPool2D(3, strides=2, padding="same")(x)
    aux = AuxClassifier(num_classes, name="aux_1")(x)
    x = GlobalAvgPool2D()(x)
    main = Softmax(name="main")(Dense(num_classes)(Dropout(0.4)(x)))
    return Model(inputs=image, outputs=[aux, main])


model = small_inception_net()
xent = tf.keras.losses.CategoricalCrossentropy(from_logits=False)
optimizer = tf.keras.optimizers.Adam(learning_rate=3e-4)
train_loss = tf.keras.metrics.Mean(name="train_loss")
flowers = tf.keras.utils.image_dataset_from_directory("flower_data/train", image_size=(224, 224),
                                                      batch_size=32, label_mode="categorical")


@tf.function
def train_step(images, labels):
    with tf.GradientTape() as tape:
        aux, main = model(images / 255.0, training=True)
        loss = xent(labels, main) + 0.3 * xent(labels, aux)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss(loss)


for epoch in range(30):
    train_loss.reset_states()
    for images, labels in flowers:
        train_step(images, labels)
    print("epoch", epoch + 1, "loss", float(train_loss.result()))
