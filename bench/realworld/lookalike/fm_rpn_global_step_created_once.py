# source: https://github.com/YunYang1994/TensorFlow2.0-Examples/blob/HEAD/4-Object_Detection/RPN/train.py
# note: look-alike: the step counter is a tf.Variable created once before the epoch/step loops and only advanced with assign_add inside them; it is also passed as the summary step. Nothing is created per iteration
import numpy as np
import tensorflow as tf

from rpn_model import RPNplus, compute_loss
from synthetic_data import batch_generator

EPOCHS, STEPS, LAMBDA = 10, 4000, 1.0

batches = batch_generator("./synthetic_dataset", batch_size=2)
model = RPNplus()
optimizer = tf.keras.optimizers.Adam(learning_rate=1e-4)
writer = tf.summary.create_file_writer("./log")
global_steps = tf.Variable(0, trainable=False, dtype=tf.int64)

for epoch in range(EPOCHS):
    for step in range(STEPS):
        global_steps.assign_add(1)
        images, target_scores, target_boxes, target_masks = next(batches)
        with tf.GradientTape() as tape:
            pred_scores, pred_boxes = model(images)
            score_loss, box_loss = compute_loss(target_scores, target_boxes, target_masks, pred_scores, pred_boxes)
            total = score_loss + LAMBDA * box_loss
        grads = tape.gradient(total, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        with writer.as_default():
            tf.summary.scalar("total_loss", total, step=global_steps)
            tf.summary.scalar("score_loss", score_loss, step=global_steps)
        writer.flush()
        if step % 100 == 0:
            print("epoch %d step %d loss %.4f" % (epoch + 1, step + 1, np.float32(total)))
    model.save_weights("RPN.h5")
