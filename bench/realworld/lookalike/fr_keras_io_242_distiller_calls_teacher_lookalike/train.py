import numpy as np
from tensorflow import keras

from kd.distiller import Distiller
from kd.models import conv_net

if __name__ == "__main__":
    (x_train, y_train), (x_test, y_test) = keras.datasets.mnist.load_data()
    x_train = (x_train.astype("float32") / 255.0)[..., None]
    x_test = (x_test.astype("float32") / 255.0)[..., None]

    teacher = conv_net(256, "teacher")
    student = conv_net(16, "student")
    teacher.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                    metrics=["sparse_categorical_accuracy"])
    teacher.fit(x_train, y_train, epochs=5)

    distiller = Distiller(student=student, teacher=teacher)
    distiller.compile(optimizer=keras.optimizers.Adam(),
                      metrics=[keras.metrics.SparseCategoricalAccuracy()],
                      student_loss_fn=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                      distillation_loss_fn=keras.losses.KLDivergence(),
                      alpha=0.1, temperature=10)
    distiller.fit(x_train, y_train, epochs=3)
    distiller.evaluate(x_test, y_test)
    test_logits = student.predict(x_test, batch_size=512)
    print("student accuracy", float(np.mean(test_logits.argmax(axis=1) == y_test)))
