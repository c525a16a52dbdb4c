# source: https://github.com/MaybeShewill-CV/lanenet-lane-detection/issues/1
# note: the reporter's own fix from the thread ("put net outside the loop"): snippet without imports (cv2, np, tf from the first cell); the placeholder, the encoder with its get_variable weights and the Saver are built once, the checkpoint is restored once and the graph finalized, and the while-True capture loop only runs the session on each frame
CKPT = "model/tusimple_lanenet/tusimple_lanenet_vgg.ckpt"


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


input_tensor = tf.placeholder(tf.float32, [1, 256, 512, 3], name="input_tensor")
binary_seg = tf.argmax(encode(input_tensor), axis=-1)
sess = tf.Session()
tf.train.Saver().restore(sess, CKPT)
sess.graph.finalize()


def detect_lanes(frame):
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
