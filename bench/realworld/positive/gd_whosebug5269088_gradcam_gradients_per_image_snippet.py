# source: https://www.whosebug.com/index.php/question/5269088/How-to-speed-up-the-Grad-CAM-calculation-within-a-loop-in-Keras
# symptom: computing Grad-CAM for every image of the dataset gets slower after each iteration; a new backprop graph is added per call until it is embarrassingly slow
# expect: TFM010 8
# note: snippet as pasted (no imports, TF1-style Keras backend session); grad_cam() is called once per dataset image from visual_attention()
def grad_cam(model, image, class_idx, layer_name, channel_index):
    class_output = model.output[:, class_idx]
    conv_output = model.get_layer(layer_name).output
    grads = tf.gradients(class_output, conv_output)[0]
    sess = K.get_session()
    output, grad_val = sess.run([conv_output, grads], feed_dict={model.input: image})
    output, grad_val = output[0], grad_val[0]
    weights = np.mean(grad_val, axis=(0, 1))
    cam = np.dot(output, weights)
    cam = np.maximum(cam, 0)
    cam = cam / (cam.max() + 1e-8)
    return cam[..., channel_index] if cam.ndim == 3 else cam


def visual_attention(df, model, layer_name="block5_conv3", channel_index=0):
    heatmaps = []
    for i in range(0, len(df)):
        image = np.expand_dims(df[i]["pixels"], axis=0)
        class_idx = int(df[i]["label"])
        heatmap = grad_cam(model, image, class_idx, layer_name, channel_index)
        heatmaps.append(cv2.resize(heatmap, (224, 224)))
        if i % 100 == 0:
            print("processed", i, "images")
    return heatmaps
