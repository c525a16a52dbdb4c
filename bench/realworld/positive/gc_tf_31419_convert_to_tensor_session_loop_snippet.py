# source: https://github.com/tensorflow/tensorflow/issues/31419
# symptom: TF 1.14 feature service leaks memory: RSS grows on every message because tf.convert_to_tensor inside the loop adds a new constant to the graph each time
# expect: TFM010 11
# expect: TFM010 12
# note: snippet as pasted in the issue: no imports, TF1 graph mode; sess, consumer and decode_payload come from the surrounding script.
sess = tf.Session()
stats = []

for msg in consumer:
    frame = decode_payload(msg.value).astype(np.float32)
    frame_t = tf.convert_to_tensor(frame)
    energy = tf.reduce_mean(tf.square(frame_t))
    stats.append(sess.run(energy))
    if len(stats) >= 1000:
        publish(np.mean(stats))
        stats = []
