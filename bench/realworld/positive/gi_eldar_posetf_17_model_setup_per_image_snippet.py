# source: https://github.com/eldar/pose-tensorflow/issues/17
# symptom: running single-person pose estimation over a folder, every image is slower than the last and memory grows; the maintainer points out the model is loaded on each iteration
# expect: TFM010 14
# expect: TFM010 17
# note: snippet as pasted in the issue (helpers load_config, pose_net, read_image, extract_cnn_output come from the repo); the placeholder, network, Saver and restore sit inside the per-image loop together with sess.run
cfg = load_config("demo/pose_cfg.yaml")
sess = tf.Session()
results = []

for image_name in sorted(os.listdir(args.image_dir)):
    image = read_image(os.path.join(args.image_dir, image_name), mode="RGB")
    image_batch = data_to_input(image)

    inputs = tf.placeholder(tf.float32, shape=[cfg.batch_size, None, None, 3])
    net_heads = pose_net(cfg).test(inputs)
    outputs = [net_heads["part_prob"]]
    restorer = tf.train.Saver()
    restorer.restore(sess, cfg.init_weights)

    outputs_np = sess.run(outputs, feed_dict={inputs: image_batch})
    scmap, locref, _ = extract_cnn_output(outputs_np, cfg)
    pose = argmax_pose_predict(scmap, locref, cfg.stride)
    results.append((image_name, pose))
