import tensorflow.compat.v1 as tf

from .net import ResNet50Nsfw


def classify(jpeg_bytes, weights_path):
    model = ResNet50Nsfw(weights_path)
    image_bytes = tf.placeholder(tf.string, shape=[], name="jpeg")
    predictions = model.build(image_bytes)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        scores = sess.run(predictions, feed_dict={image_bytes: jpeg_bytes})
    return scores[0][0], scores[0][1]
