# source: https://github.com/PaulJoshi/Gestify/issues/19
# symptom: static checker report: fused_project is called repeatedly in a for loop, and the tf.function func it defines and calls creates a new graph every time, which can trigger the tf.function retracing warning
# expect: TFM006 13
# note: pasted cell without imports (tf and np defined earlier); the projection helper of the vendored SGNN model defines its own @tf.function on every call, and the featurisation loop calls it once per message, so every message traces the hashing projection again
NUM_HASH = 14
NUM_BITS = 80


def fused_project(tokens, seed=42):
    """Locality-sensitive projection of one tokenised message into NUM_HASH * NUM_BITS bits."""
    hash_table = tf.random.stateless_normal([1 << 12, NUM_HASH * NUM_BITS], seed=[seed, 0])

    @tf.function
    def func(token_ids):
        buckets = tf.math.floormod(token_ids, tf.shape(hash_table)[0])
        projected = tf.reduce_sum(tf.gather(hash_table, buckets), axis=0)
        return tf.cast(projected > 0, tf.float32)

    ids = tf.strings.to_hash_bucket_fast(tokens, 1 << 30)
    return func(ids)


messages = open("gesture_commands.txt").read().splitlines()
features = []
for message in messages:
    tokens = tf.constant(message.lower().split())
    features.append(fused_project(tokens).numpy())
features = np.stack(features)
np.save("sgnn_features.npy", features)
print(features.shape)
