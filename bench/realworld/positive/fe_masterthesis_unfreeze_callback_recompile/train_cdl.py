import argparse

from keras.applications import MobileNetV2
from keras.layers import Dense, GlobalAveragePooling2D
from keras.models import Model
from keras.optimizers import SGD
from keras.preprocessing.image import ImageDataGenerator

from utils.custom_callbacks import LearningRateSchedulerCallback, UnfreezeLayersCallback


def build(num_classes):
    base = MobileNetV2(include_top=False, weights="imagenet", input_shape=(224, 224, 3))
    for layer in base.layers:
        layer.trainable = False
    x = GlobalAveragePooling2D()(base.output)
    outputs = Dense(num_classes, activation="softmax")(x)
    return Model(base.input, outputs), len(base.layers)


def main(args):
    model, num_base_layers = build(args.num_classes)
    model.compile(loss="categorical_crossentropy", optimizer=SGD(learning_rate=args.lr, momentum=0.9), metrics=["accuracy"])
    gen = ImageDataGenerator(rescale=1.0 / 255, horizontal_flip=True)
    train = gen.flow_from_directory(args.train_dir, target_size=(224, 224), batch_size=32)
    val = gen.flow_from_directory(args.val_dir, target_size=(224, 224), batch_size=32)
    callbacks = [
        UnfreezeLayersCallback(args.epochs, num_base_layers, args.lr),
        LearningRateSchedulerCallback(args.epochs // 2, args.lr / 10),
    ]
    model.fit(train, validation_data=val, epochs=args.epochs, callbacks=callbacks)
    model.save(args.output)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--train_dir", required=True)
    parser.add_argument("--val_dir", required=True)
    parser.add_argument("--num_classes", type=int, default=100)
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--output", default="cdl_model.h5")
    main(parser.parse_args())
