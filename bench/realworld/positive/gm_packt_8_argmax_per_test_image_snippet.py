# source: https://github.com/PacktPublishing/Deep-Learning-with-TensorFlow/issues/8
# symptom: classifying a folder of face images gets slower with every image because tf.argmax(result, 1) is created again during each iteration
# expect: TFM010 20
# note: snippet as pasted (imports and the restore helpers elsewhere); the prediction loop runs the network, then builds and runs a new argmax op per image
EMOTIONS = ["angry", "disgusted", "fearful", "happy", "sad", "surprised", "neutral"]

sess = tf.InteractiveSession()
new_saver = tf.train.import_meta_graph("logs/model.ckpt-1000.meta")
new_saver.restore(sess, "logs/model.ckpt-1000")
graph = tf.get_default_graph()
face_x = graph.get_tensor_by_name("input:0")
y_conv = graph.get_tensor_by_name("logits:0")
keep_prob = graph.get_tensor_by_name("keep_prob:0")

results = {}
for image_path in sorted(glob.glob(os.path.join(args.image_dir, "*.png"))):
    img = load_face(image_path)
    tensor = img.reshape(1, 48 * 48) / 255.0
    result = sess.run(y_conv, feed_dict={face_x: tensor, keep_prob: 1.0})
    label = sess.run(tf.argmax(result, 1))
    results[image_path] = EMOTIONS[int(label[0])]
    print(image_path, results[image_path])

with open("predictions.csv", "w") as out:
    for path, emotion in results.items():
        out.write("%s,%s\n" % (path, emotion))
