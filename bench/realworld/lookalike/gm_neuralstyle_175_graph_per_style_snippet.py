# source: https://github.com/anishathalye/neural-style/issues/175
# note: the maintainer's answer to an automated "tf.Session in a loop" report: stylize deliberately builds a new graph (and session) for each style image inside "with tf.Graph().as_default()", so every iteration's ops belong to a graph that is dropped at the end of the iteration; nothing accumulates in one graph
style_features = [{} for _ in styles]
for i in range(len(styles)):
    g = tf.Graph()
    with g.as_default(), g.device("/cpu:0"), tf.Session() as sess:
        style_image = tf.placeholder("float", shape=style_shapes[i])
        style_pre = vgg.preprocess(style_image, vgg_mean_pixel)
        net = vgg.net_preloaded(vgg_weights, style_pre, pooling)
        style_pre_value = np.array([vgg.preprocess(styles[i], vgg_mean_pixel)])
        for layer in STYLE_LAYERS:
            features = net[layer].eval(feed_dict={style_image: style_pre_value})
            features = np.reshape(features, (-1, features.shape[3]))
            gram = np.matmul(features.T, features) / features.size
            style_features[i][layer] = gram

initial_content_noise_coeff = 1.0 - initial_noiseblend
print("style grams computed for %d styles" % len(styles))
