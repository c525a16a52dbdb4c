# source: https://github.com/jlff/tf2_notes/blob/HEAD/class2/p10_backpropagation_decaylr.py
# note: tutorial code: an eager GradientTape loop with an exponentially decayed Python learning rate; there is no tf.function, so the changing float cannot cause retracing, and the single tf.Variable is created once before the loop (tf comes from the notebook)
w = tf.Variable(tf.constant(5, dtype=tf.float32))

EPOCHS = 40
LR_BASE = 0.2
LR_DECAY = 0.99
LR_STEP = 1

history = []
for epoch in range(EPOCHS):
    lr = LR_BASE * LR_DECAY ** (epoch / LR_STEP)
    with tf.GradientTape() as tape:
        loss = tf.square(w + 1)
    grads = tape.gradient(loss, w)
    w.assign_sub(lr * grads)
    history.append(float(loss))
    print(f"After {epoch} epoch, w is {w.numpy():f}, loss is {float(loss):f}, lr is {lr:f}")
