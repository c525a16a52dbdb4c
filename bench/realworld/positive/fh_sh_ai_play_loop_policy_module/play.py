import tensorflow as tf

from capture import grab_rgb
from policy import choose_keys
from keys import apply_keys


def main():
    model = tf.keras.models.load_model("models/steer-rgb-v9")
    while True:
        frame = grab_rgb()
        left, right = choose_keys(model, frame)
        apply_keys(left, right)


main()
