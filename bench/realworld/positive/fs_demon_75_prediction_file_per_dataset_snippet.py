# source: https://github.com/lmb-freiburg/demon/issues/75
# symptom: (static-checker report) examples/evaluation.py defines a tf.InteractiveSession inside create_prediction_file(), which the evaluation loop calls once per dataset, leading to incremental overhead
# expect: TFM010 16
# note: snippet without imports (tf, np and h5py are unbound, as in a pasted excerpt); besides the session, each call builds the image-pair placeholders, the network and a Saver in the same default graph before restoring the weights and running every sample


def build_net(image_pair, image2_2):
    with tf.variable_scope("netFlow1", reuse=tf.AUTO_REUSE):
        x = tf.layers.conv2d(image_pair, 32, 9, strides=2, padding="same", activation=tf.nn.relu)
        x = tf.layers.conv2d(x, 64, 7, strides=2, padding="same", activation=tf.nn.relu)
        depth = tf.layers.conv2d(tf.concat([x, tf.image.resize_images(image2_2, tf.shape(x)[1:3])], -1), 1, 3, padding="same")
    return {"predict_depth": depth}


def create_prediction_file(dataset_name, samples, weights_dir, outfile):
    image_pair = tf.placeholder(tf.float32, shape=(1, 6, 192, 256))
    image2_2 = tf.placeholder(tf.float32, shape=(1, 3, 48, 64))
    session = tf.InteractiveSession()
    net = build_net(tf.transpose(image_pair, [0, 2, 3, 1]), tf.transpose(image2_2, [0, 2, 3, 1]))
    saver = tf.train.Saver()
    saver.restore(session, weights_dir + "/demon_original")
    with h5py.File(outfile, "w") as f:
        for idx, (pair, small) in enumerate(samples):
            result = session.run(net, feed_dict={image_pair: pair, image2_2: small})
            f.create_dataset("{}/{}/depth".format(dataset_name, idx), data=result["predict_depth"])
    return outfile


datasets = ("sun3d", "rgbd", "mvs", "scenes11", "nyu2")
for dataset in datasets:
    samples = np.load("testdata/{}_samples.npy".format(dataset), allow_pickle=True)
    create_prediction_file(dataset, samples, "weights", "{}_prediction.h5".format(dataset))
    print("wrote predictions for", dataset)
