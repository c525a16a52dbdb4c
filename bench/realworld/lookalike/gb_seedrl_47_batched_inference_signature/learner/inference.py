"""Central inference function served to actors."""
import tensorflow as tf

BATCH = 64
OBS = 84 * 84


def make_inference_fn(agent):
    @tf.function(input_signature=[tf.TensorSpec([BATCH, OBS], tf.uint8),
                                  tf.TensorSpec([BATCH], tf.float32)])
    def inference(observations, rewards):
        obs = tf.cast(observations, tf.float32) / 255.0
        logits, baseline = agent(obs, training=False)
        actions = tf.random.categorical(logits, 1, dtype=tf.int32)[:, 0]
        return actions, baseline

    return inference


def start_server(server, agent):
    server.bind(make_inference_fn(agent))
    server.start()
    return server
