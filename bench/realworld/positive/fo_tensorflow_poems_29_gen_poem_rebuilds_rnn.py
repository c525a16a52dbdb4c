# source: https://github.com/lucasjinreal/tensorflow_poems/issues/29
# symptom: compose_poem.py works for the first start character, but asking for a poem with a second character raises "ValueError: Variable embedding already exists, disallowed. Did you mean to set reuse=True in VarScope?"
# expect: TFM010 19
# expect: TFM002 21
# expect: TFM010 28
# note: interactive while-True prompt: gen_poem() builds the input placeholder, the embedding (tf.get_variable), the LSTM and a Saver, restores the checkpoint and samples, on every request; the second request hits the existing variable, and with reuse enabled the default graph would grow by one model per poem instead
import numpy as np
import tensorflow as tf

from poems.process import process_poems

START_TOKEN, END_TOKEN = "G", "E"
CKPT_DIR = "./model/"
poems_vector, word_int_map, vocabularies = process_poems("./data/poems.txt")


def gen_poem(begin_word, rnn_size=128, num_layers=2):
    batch_size = 1
    input_data = tf.placeholder(tf.int32, [batch_size, None])
    with tf.device("/cpu:0"):
        embedding = tf.get_variable("embedding", [len(vocabularies) + 1, rnn_size])
        inputs = tf.nn.embedding_lookup(embedding, input_data)
    cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(rnn_size) for _ in range(num_layers)])
    initial_state = cell.zero_state(batch_size, tf.float32)
    outputs, last_state = tf.nn.dynamic_rnn(cell, inputs, initial_state=initial_state)
    logits = tf.layers.dense(tf.reshape(outputs, [-1, rnn_size]), len(vocabularies) + 1)
    probs = tf.nn.softmax(logits)
    saver = tf.train.Saver(tf.global_variables())
    with tf.Session() as sess:
        saver.restore(sess, tf.train.latest_checkpoint(CKPT_DIR))
        x = np.array([[word_int_map[START_TOKEN]]])
        p, state = sess.run([probs, last_state], feed_dict={input_data: x})
        word, poem = begin_word, begin_word
        while word != END_TOKEN and len(poem) < 64:
            x = np.array([[word_int_map[word]]])
            p, state = sess.run([probs, last_state], feed_dict={input_data: x, initial_state: state})
            word = vocabularies[min(int(np.argmax(p)), len(vocabularies) - 1)]
            poem += word
    return poem.rstrip(END_TOKEN)


if __name__ == "__main__":
    while True:
        begin = input("## please input the first character: ").strip()
        if not begin:
            break
        print(gen_poem(begin))
