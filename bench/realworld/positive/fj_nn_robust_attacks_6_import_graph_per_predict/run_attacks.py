import numpy as np
import tensorflow as tf

from setup_inception import InceptionModel, load_images


def main(count=200):
    images = load_images("imagenet_samples", count)
    labels = np.load("imagenet_samples/labels.npy")
    with tf.Session() as sess:
        model = InceptionModel(sess)
        correct = 0
        for i in range(count):
            img = tf.constant(images[i])
            logits = model.predict(img)
            scores = sess.run(logits)
            correct += int(np.argmax(scores) == labels[i])
        print("clean accuracy", correct / float(count))


if __name__ == "__main__":
    main()
