# source: https://github.com/alexanderkroner/saliency/issues/7
# symptom: memory rises with every processed image until it is full; session.close() and clear_session() do not help, because each call re-imports the frozen graph and adds a placeholder to the default graph
# expect: TFM010 9
# note: pasted as a snippet: tf, np, cv2 and glob are imported elsewhere in the user's script; the loop over frames calls the function once per image
def predict_saliency(frame, pb_path="model_salicon_cpu.pb"):
    with tf.gfile.Open(pb_path, "rb") as handle:
        graph_def = tf.GraphDef()
        graph_def.ParseFromString(handle.read())
    frame_ph = tf.placeholder(tf.float32, (None, None, None, 3))
    [saliency_map] = tf.import_graph_def(graph_def, input_map={"input": frame_ph}, return_elements=["output:0"])
    with tf.Session() as sess:
        result = sess.run(saliency_map, feed_dict={frame_ph: frame[None]})
    return np.squeeze(result)


for path in sorted(glob.glob("frames/*.jpg")):
    frame = cv2.imread(path)[..., ::-1].astype(np.float32)
    cv2.imwrite(path.replace("frames", "maps"), predict_saliency(frame) * 255)
