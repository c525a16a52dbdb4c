import numpy as np
import tensorflow as tf

from bert import modeling, tokenization

BERT_DIR = "model/chinese_L-12_H-768_A-12"
CKPT = "output/model.ckpt-3000"
MAX_SEQ = 128
LABELS = ["negative", "neutral", "positive"]

tokenizer = tokenization.FullTokenizer(vocab_file=f"{BERT_DIR}/vocab.txt", do_lower_case=True)
graph = tf.Graph()
with graph.as_default():
    input_ids = tf.placeholder(tf.int32, [None, MAX_SEQ], name="input_ids")
    input_mask = tf.placeholder(tf.int32, [None, MAX_SEQ], name="input_mask")
    config = modeling.BertConfig.from_json_file(f"{BERT_DIR}/bert_config.json")
    bert = modeling.BertModel(config=config, is_training=False, input_ids=input_ids,
                              input_mask=input_mask, use_one_hot_embeddings=False)
    pooled = bert.get_pooled_output()
    with tf.variable_scope("loss"):
        weights = tf.get_variable("output_weights", [len(LABELS), pooled.shape[-1]])
        bias = tf.get_variable("output_bias", [len(LABELS)])
        probs = tf.nn.softmax(tf.matmul(pooled, weights, transpose_b=True) + bias)
    sess = tf.Session(graph=graph)
    tf.train.Saver().restore(sess, CKPT)
    graph.finalize()


def encode(text):
    tokens = ["[CLS]"] + tokenizer.tokenize(text)[: MAX_SEQ - 2] + ["[SEP]"]
    ids = tokenizer.convert_tokens_to_ids(tokens)
    pad = MAX_SEQ - len(ids)
    return ids + [0] * pad, [1] * len(ids) + [0] * pad


def predict_online(texts):
    ids, mask = zip(*[encode(t) for t in texts])
    p = sess.run(probs, {input_ids: np.array(ids), input_mask: np.array(mask)})
    return [{"label": LABELS[int(row.argmax())], "prob": float(row.max())} for row in p]
