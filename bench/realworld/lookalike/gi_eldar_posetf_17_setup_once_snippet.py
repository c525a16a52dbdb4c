# source: https://github.com/eldar/pose-tensorflow/issues/17
# note: the maintainer's answer: do the model loading and set-up (placeholder, network, Saver.restore) only once when the program starts and execute only the per-image part in the loop; the loop body only feeds images through sess.run; helpers come from the repo as in the issue
cfg = load_config("demo/pose_cfg.yaml")
sess, inputs, outputs = predict.setup_pose_prediction(cfg)
sess.graph.finalize()
results = []

for image_name in sorted(os.listdir(args.image_dir)):
    image = read_image(os.path.join(args.image_dir, image_name), mode="RGB")
    image_batch = data_to_input(image)
    outputs_np = sess.run(outputs, feed_dict={inputs: image_batch})
    scmap, locref, _ = predict.extract_cnn_output(outputs_np, cfg)
    pose = predict.argmax_pose_predict(scmap, locref, cfg.stride)
    results.append((image_name, pose))
