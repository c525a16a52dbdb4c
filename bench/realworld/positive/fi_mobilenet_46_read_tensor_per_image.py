# source: https://github.com/Zehaos/MobileNet/issues/46
# symptom: prediction time goes up gradually: about 0.6 s for the first image and more for every later one when predict() is called in a loop over images
# expect: TFM010 25
# note: the tensorflow-for-poets label_image flow: read_tensor_from_image_file builds file-reading and resize ops (and a Session) for every image, called from the prediction loop that also runs the retrained graph
import glob
import time

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


def load_graph(model_file):
    graph = tf.Graph()
    graph_def = tf.GraphDef()
    with open(model_file, "rb") as f:
        graph_def.ParseFromString(f.read())
    with graph.as_default():
        tf.import_graph_def(graph_def)
    return graph


def read_tensor_from_image_file(file_name, input_height=224, input_width=224, input_mean=128, input_std=128):
    file_reader = tf.read_file(file_name, "file_reader")
    image_reader = tf.image.decode_jpeg(file_reader, channels=3, name="jpeg_reader")
    float_caster = tf.cast(image_reader, tf.float32)
    dims_expander = tf.expand_dims(float_caster, 0)
    resized = tf.image.resize_bilinear(dims_expander, [input_height, input_width])
    normalized = tf.divide(tf.subtract(resized, [input_mean]), [input_std])
    sess = tf.Session()
    return sess.run(normalized)


def load_labels(label_file):
    with open(label_file) as f:
        return [line.rstrip() for line in f]


if __name__ == "__main__":
    graph = load_graph("retrained_graph.pb")
    labels = load_labels("retrained_labels.txt")
    input_operation = graph.get_operation_by_name("import/input")
    output_operation = graph.get_operation_by_name("import/final_result")
    with tf.Session(graph=graph) as sess:
        for file_name in sorted(glob.glob("frames/*.jpg")):
            start = time.time()
            t = read_tensor_from_image_file(file_name)
            results = np.squeeze(sess.run(output_operation.outputs[0], {input_operation.outputs[0]: t}))
            print(file_name, labels[int(results.argmax())], "%.3fs" % (time.time() - start))
