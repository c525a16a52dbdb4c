# source: https://github.com/bryanlimy/tf2-transformer-chatbot/issues/7
# note: the decoding step is a tf.function with an input_signature whose sequence dimension is None, and the step index is passed as a tensor, so the growing decoder input is served by a single trace
import tensorflow as tf

from chatbot.dataset import load_tokenizer, preprocess_sentence
from chatbot.model import transformer
from chatbot.config import HParams

MAX_LENGTH = 40

hparams = HParams.from_json("runs/cornell/hparams.json")
tokenizer = load_tokenizer("runs/cornell/tokenizer")
START_TOKEN, END_TOKEN = [tokenizer.vocab_size], [tokenizer.vocab_size + 1]
model = transformer(hparams, vocab_size=tokenizer.vocab_size + 2)
model.load_weights("runs/cornell/checkpoints/weights.h5")


@tf.function(input_signature=[
    tf.TensorSpec(shape=[1, None], dtype=tf.int32),
    tf.TensorSpec(shape=[1, None], dtype=tf.int32),
    tf.TensorSpec(shape=[], dtype=tf.int32),
])
def decode_step(encoder_input, decoder_input, position):
    predictions = model(inputs=[encoder_input, decoder_input], training=False)
    logits = tf.gather(predictions, position, axis=1)
    return tf.cast(tf.argmax(logits, axis=-1), tf.int32)


def evaluate(sentence):
    sentence = preprocess_sentence(sentence)
    encoder_input = tf.constant([START_TOKEN + tokenizer.encode(sentence) + END_TOKEN], tf.int32)
    output = tf.constant([START_TOKEN], tf.int32)
    for i in range(MAX_LENGTH):
        predicted_id = decode_step(encoder_input, output, tf.constant(i, tf.int32))
        if int(predicted_id[0]) == END_TOKEN[0]:
            break
        output = tf.concat([output, tf.expand_dims(predicted_id, 0)], axis=-1)
    return tf.squeeze(output, axis=0)


def predict(sentence):
    prediction = evaluate(sentence)
    return tokenizer.decode([i for i in prediction.numpy() if i < tokenizer.vocab_size])


if __name__ == "__main__":
    for q in ["where have you been?", "it's a trap!"]:
        print(q, "->", predict(q))
