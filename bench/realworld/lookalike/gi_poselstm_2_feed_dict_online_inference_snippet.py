# source: https://github.com/stuarteiffert/RNN-for-Human-Activity-Recognition-using-2D-Pose-Input/issues/2
# note: second form suggested in the thread: the prediction op `pred` is the one built once for training (on placeholder x); the live loop only feeds the rolling keypoint window with sess.run(..., feed_dict={x: X_live}), so no graph is built per frame; x, pred, n_steps, read_latest_keypoints come from the training notebook
saver = tf.train.Saver()
saver.restore(sess, "/dataset_path/model.ckpt")
probs = tf.nn.softmax(pred)
LABELS = ["JUMPING", "JUMPING_JACKS", "BOXING", "WAVING_2HANDS", "WAVING_1HAND", "CLAPPING_HANDS"]

X_live = np.zeros((1, n_steps, 36), dtype=np.float32)
while True:
    keypoints = read_latest_keypoints("openpose_output/")
    if keypoints is None:
        continue
    X_live = np.concatenate([X_live[:, 1:, :], keypoints.reshape(1, 1, 36)], axis=1)
    pred_out = sess.run([probs], feed_dict={x: X_live})
    print(LABELS[int(np.argmax(pred_out[0][0]))])
