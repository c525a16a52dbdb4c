# source: https://github.com/tensorflow/tensorflow/issues/5199
# symptom: predicting image by image with Inception V1: image_4dTensor.eval() takes 0.4-0.6 s and keeps getting slower; decode/resize/whitening ops are added to the graph for every image
# expect: TFM010 8
# note: snippet as posted in the issue (no imports); the preprocessing helper builds new image ops for every file and the loop evaluates them and runs the classifier
def load_image_tensor(image_path, size=224):
    with open(image_path, "rb") as f:
        image_data = f.read()
    image_buffer = tf.image.decode_jpeg(image_data, channels=3)
    resize_image = tf.image.resize_images(image_buffer, [size, size])
    unified_image = tf.image.per_image_standardization(resize_image)
    return tf.expand_dims(unified_image, 0)


results = {}
with tf.Session() as sess:
    saver = tf.train.import_meta_graph(FLAGS.meta_graph)
    saver.restore(sess, FLAGS.checkpoint)
    graph = tf.get_default_graph()
    inputs = graph.get_tensor_by_name("input:0")
    predictions = graph.get_tensor_by_name("InceptionV1/Logits/Predictions/Reshape_1:0")
    for image_path in image_list:
        image_4d_tensor = load_image_tensor(image_path)
        stamp = time.time()
        image_array = image_4d_tensor.eval()
        print("conversion took", time.time() - stamp)
        probs = sess.run(predictions, feed_dict={inputs: image_array})
        results[image_path] = int(np.argmax(probs))
