# source: https://github.com/tensorflow/tensorflow/issues/12704
# symptom: memory leak in an image classification server: each prediction decodes, preprocesses and rebuilds the slim Inception graph (variables reused via reuse=True, ops not), so the graph and RSS grow with every request
# expect: TFM010 23
# note: a `while True` worker polls a job queue and calls classify() for each job
import time
import urllib.request

import tensorflow as tf
from nets import inception
from preprocessing import inception_preprocessing
from tensorflow.contrib import slim

IMAGE_SIZE = inception.inception_v1.default_image_size
graph = tf.Graph()
sess = tf.Session(graph=graph)
restored = False


def classify(url):
    global restored
    with graph.as_default():
        raw = urllib.request.urlopen(url).read()
        image = tf.image.decode_jpeg(raw, channels=3)
        processed = inception_preprocessing.preprocess_image(image, IMAGE_SIZE, IMAGE_SIZE, is_training=False)
        with slim.arg_scope(inception.inception_v1_arg_scope()):
            logits, _ = inception.inception_v1(tf.expand_dims(processed, 0), num_classes=1001,
                                               is_training=False, reuse=restored)
        probabilities = tf.nn.softmax(logits)
        if not restored:
            slim.assign_from_checkpoint_fn("inception_v1.ckpt", slim.get_model_variables("InceptionV1"))(sess)
            restored = True
        return sess.run(probabilities)[0]


def poll(jobs):
    while True:
        job = jobs.get()
        if job is None:
            time.sleep(0.5)
            continue
        jobs.put_result(job.id, int(classify(job.url).argmax()))
