# source: https://github.com/MarvinTeichmann/KittiBox/issues/15
# symptom: demo.py is very slow when called once per image; the maintainer suggests evaluating images in a loop against a graph that is built only once
# note: the maintainer's suggested loop, pasted into a modified demo (hypes, image_pl, prediction, sess come from the demo's setup code above): the dict lookup of prediction['softmax'] is not an op, and the loop only runs sess.run on the prebuilt graph
image_files = sorted(glob.glob(os.path.join(FLAGS.input_dir, "*.png")))
logging.info("Found %d images in %s", len(image_files), FLAGS.input_dir)

results = []
start = time.time()
for image_file in image_files:
    image = scp.misc.imread(image_file)
    image = scp.misc.imresize(image, (hypes["image_height"], hypes["image_width"]), interp="cubic")
    feed = {image_pl: image}
    softmax = prediction["softmax"]
    output = sess.run([softmax], feed_dict=feed)
    output_image = output[0][:, 1].reshape(image.shape[0], image.shape[1])
    street = output_image > hypes.get("threshold", 0.5)
    results.append((image_file, street))
    out_name = os.path.join(FLAGS.output_dir, os.path.basename(image_file))
    scp.misc.imsave(out_name, utils.fast_overlay(image, street))
    logging.info("processed %s", image_file)

duration = time.time() - start
logging.info("%d images in %.1fs (%.3fs per image)", len(results), duration,
             duration / max(1, len(results)))
