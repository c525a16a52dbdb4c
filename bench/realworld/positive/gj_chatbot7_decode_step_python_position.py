# source: https://github.com/bryanlimy/tf2-transformer-chatbot/issues/7
# symptom: answering a question takes a very long time when MAX_LENGTH is large; every decoding step is slow (the step function is traced again for each new length and position)
# expect: TFM001 24
# expect: TFM007 36
# note: greedy decoding feeds a growing decoder input and the Python step index to a tf.function with no input_signature, once per generated token
import argparse

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


@tf.function
def decode_step(encoder_input, decoder_input, position):
    predictions = model(inputs=[encoder_input, decoder_input], training=False)
    logits = predictions[:, position, :]
    return tf.cast(tf.argmax(logits, axis=-1), tf.int32)


def evaluate(sentence):
    sentence = preprocess_sentence(sentence)
    encoder_input = tf.expand_dims(START_TOKEN + tokenizer.encode(sentence) + END_TOKEN, axis=0)
    output = tf.expand_dims(START_TOKEN, 0)
    for i in range(MAX_LENGTH):
        predicted_id = decode_step(encoder_input, output, i)
        if tf.equal(predicted_id[0], END_TOKEN[0]):
            break
        output = tf.concat([output, tf.expand_dims(predicted_id, 0)], axis=-1)
    return tf.squeeze(output, axis=0)


def predict(sentence):
    prediction = evaluate(sentence)
    return tokenizer.decode([i for i in prediction.numpy() if i < tokenizer.vocab_size])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", default="data/eval_questions.txt")
    args = parser.parse_args()
    with open(args.questions) as f:
        for question in f:
            print("Q:", question.strip())
            print("A:", predict(question.strip()))
