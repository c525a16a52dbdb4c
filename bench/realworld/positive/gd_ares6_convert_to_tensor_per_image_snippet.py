# source: https://github.com/thu-ml/ares/issues/6
# symptom: ImageNet L-inf attack benchmark runs very slowly and slows further over time; the modified _load_image returns tf.convert_to_tensor(...) for every file, so each image is baked into the TF1 graph as a new constant
# expect: TFM010 15
# note: snippet with helpers defined elsewhere (attack, session, PATH_IMGS); _load_image is called once per image of the benchmark loop, which then runs the tensor in the session
def _load_image(filename, to_height, to_width, clip):
    img = Image.open(os.path.join(PATH_IMGS, filename))
    if img.mode != "RGB":
        img = img.convert(mode="RGB")
    if clip:
        arr = np.array(img)
        height, width = arr.shape[0], arr.shape[1]
        center = int(0.875 * min(height, width))
        off_h, off_w = (height - center + 1) // 2, (width - center + 1) // 2
        img = Image.fromarray(arr[off_h:off_h + center, off_w:off_w + center, :])
    return tf.convert_to_tensor(np.array(img.resize((to_height, to_width))), dtype=tf.uint8)


success = 0
for i, (filename, label) in enumerate(load_val_list()):
    img_tensor = _load_image(filename, 299, 299, clip=True)
    xs = session.run(img_tensor)[np.newaxis].astype(np.float32) / 255.0
    xs_adv = attack.batch_attack(xs, ys=np.array([label]))
    pred = model.predict(session, xs_adv)
    success += int(pred[0] != label)
    if i % 50 == 0:
        print("image %d success rate %.3f" % (i, success / float(i + 1)))
