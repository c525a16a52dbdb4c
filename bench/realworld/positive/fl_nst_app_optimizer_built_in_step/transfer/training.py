import tensorflow as tf

TV_WEIGHT = 60


@tf.function()
def train_step(image, nst):
    opt = tf.optimizers.Adam(learning_rate=0.02, beta_1=0.99, epsilon=1e-1)
    with tf.GradientTape() as tape:
        outputs = nst.extract(image)
        loss = nst.style_content_loss(outputs)
        loss += TV_WEIGHT * tf.image.total_variation(image)
    grad = tape.gradient(loss, image)
    opt.apply_gradients([(grad, image)])
    image.assign(tf.clip_by_value(image, 0.0, 1.0))
    return loss
