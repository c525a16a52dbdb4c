# source: https://cnblogs.com/CZT-TS/p/11235121.html
# symptom: resources of the TensorFlow runtime are never released and the process keeps growing when a session helper is called for every input
# expect: TFM010 15
# note: pasted as in a forum question (no imports shown; tf is TensorFlow 1.x). score_pair builds its ops and a new Session on every call and never closes it; the loop at the bottom calls it for every row.

def load_pairs(path):
    rows = []
    for line in open(path):
        a, b = line.strip().split(",")
        rows.append((float(a), float(b)))
    return rows


def score_pair(a, b):
    x = tf.constant(a, dtype=tf.float32)
    y = tf.constant(b, dtype=tf.float32)
    dist = tf.sqrt(tf.square(x - y) + 1e-6)
    sess = tf.Session()
    value = sess.run(dist)
    return value


pairs = load_pairs("pairs.csv")
scores = []
for a, b in pairs:
    scores.append(score_pair(a, b))
print("mean distance", sum(scores) / len(scores))
