import tensorflow as tf

from imagenet_input.dataset import train_dataset


def main():
    ds = train_dataset("/data/imagenet/train-*")
    model = tf.keras.applications.MobileNetV2(weights=None, classes=1000)
    model.compile(
        optimizer=tf.keras.optimizers.SGD(0.1, momentum=0.9),
        loss="sparse_categorical_crossentropy",
        metrics=["accuracy"],
    )
    model.fit(ds, epochs=90, steps_per_epoch=1281167 // 256)


if __name__ == "__main__":
    main()
