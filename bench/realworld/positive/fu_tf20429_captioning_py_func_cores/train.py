import pickle
import time

import tensorflow as tf

from input_pipeline import make_dataset
from models import CNN_Encoder, RNN_Decoder, loss_function

BATCH_SIZE = 64
EPOCHS = 20

with open("captions.pkl", "rb") as f:
    img_name_train, cap_train, tokenizer = pickle.load(f)

dataset = make_dataset(img_name_train, cap_train, BATCH_SIZE)
encoder = CNN_Encoder(256)
decoder = RNN_Decoder(256, 512, len(tokenizer.word_index) + 1)
optimizer = tf.keras.optimizers.Adam()
start_token = tokenizer.word_index["<start>"]


@tf.function
def train_step(img_tensor, target):
    loss = 0.0
    hidden = decoder.reset_state(batch_size=tf.shape(target)[0])
    dec_input = tf.expand_dims(tf.fill([tf.shape(target)[0]], start_token), 1)
    with tf.GradientTape() as tape:
        features = encoder(img_tensor)
        for i in range(1, target.shape[1]):
            predictions, hidden, _ = decoder(dec_input, features, hidden)
            loss += loss_function(target[:, i], predictions)
            dec_input = tf.expand_dims(target[:, i], 1)
    variables = encoder.trainable_variables + decoder.trainable_variables
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss / int(target.shape[1])


for epoch in range(EPOCHS):
    start = time.time()
    total_loss = 0.0
    for batch, (img_tensor, target) in enumerate(dataset):
        total_loss += float(train_step(img_tensor, target))
    print("Epoch %d Loss %.6f (%.1f sec)" % (epoch + 1, total_loss / (batch + 1), time.time() - start))
