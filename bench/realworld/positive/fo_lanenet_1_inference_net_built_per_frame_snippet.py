# source: https://github.com/MaybeShewill-CV/lanenet-lane-detection/issues/1
# symptom: running inference on a video raises "Variable lanenet_loss/inference/encode/conv1_1/conv/W already exists, disallowed" on the second frame; the reporter had modified the test script for video and forgotten to put the net outside the loop
# expect: TFM010 26
# expect: TFM010 28
# expect: TFM002 13
# note: snippet without imports (cv2, np and tf come from the notebook's first cell); detect_lanes() builds the input placeholder, the encoder (conv2d helper calling tf.get_variable) and a Saver for every frame of the while-True capture loop, and restores and runs the session each time
CKPT = "model/tusimple_lanenet/tusimple_lanenet_vgg.ckpt"
sess = tf.Session()


def conv2d(x, out_dims, name):
    with tf.variable_scope(name):
        w = tf.get_variable("W", [3, 3, int(x.shape[-1]), out_dims],
                            initializer=tf.variance_scaling_initializer())
        return tf.nn.relu(tf.nn.conv2d(x, w, strides=[1, 1, 1, 1], padding="SAME"))


def encode(x):
    with tf.variable_scope("lanenet_loss/inference/encode"):
        x = conv2d(x, 64, "conv1_1")
        x = conv2d(x, 64, "conv1_2")
        return tf.layers.conv2d(x, 2, 1, name="binary_logits")


def detect_lanes(frame):
    input_tensor = tf.placeholder(tf.float32, [1, 256, 512, 3], name="input_tensor")
    binary_seg = tf.argmax(encode(input_tensor), axis=-1)
    saver = tf.train.Saver()
    saver.restore(sess, CKPT)
    image = cv2.resize(frame, (512, 256)).astype(np.float32) / 127.5 - 1.0
    return sess.run(binary_seg, feed_dict={input_tensor: image[np.newaxis]})[0]


cap = cv2.VideoCapture("driving.mp4")
while True:
    ok, frame = cap.read()
    if not ok:
        break
    mask = detect_lanes(frame)
    overlay = frame.copy()
    overlay[cv2.resize(mask.astype(np.uint8), frame.shape[1::-1]) > 0] = (0, 255, 0)
    cv2.imshow("lanes", overlay)
    if cv2.waitKey(1) & 0xFF == ord("q"):
        break
