# source: https://github.com/stuarteiffert/RNN-for-Human-Activity-Recognition-using-2D-Pose-Input/issues/2
# symptom: online activity recognition from live OpenPose keypoints slows down frame after frame and memory keeps growing
# expect: TFM010 17
# note: following the first suggestion in the thread, the live loop calls LSTM_RNN(X_live, weights, biases) every frame, which builds a new two-layer LSTM graph each time before sess.run; weights/biases, n_steps, read_latest_keypoints come from the training notebook
saver = tf.train.Saver()
saver.restore(sess, "/dataset_path/model.ckpt")
LABELS = ["JUMPING", "JUMPING_JACKS", "BOXING", "WAVING_2HANDS", "WAVING_1HAND", "CLAPPING_HANDS"]

X_live = np.zeros((1, n_steps, 36), dtype=np.float32)
while True:
    keypoints = read_latest_keypoints("openpose_output/")
    if keypoints is None:
        continue
    X_live = np.concatenate([X_live[:, 1:, :], keypoints.reshape(1, 1, 36)], axis=1)
    with tf.variable_scope("live", reuse=tf.AUTO_REUSE):
        pred = LSTM_RNN(X_live, weights, biases)
        probs = tf.nn.softmax(pred)
    pred_out = sess.run(probs)
    print(LABELS[int(np.argmax(pred_out[0]))])
