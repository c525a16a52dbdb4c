import yaml
import tensorflow as tf

from nmt.inputs import make_inputs


def main(config_path):
    with open(config_path) as f:
        config = yaml.safe_load(f)
    resolver = tf.distribute.cluster_resolver.TFConfigClusterResolver()
    strategy = tf.distribute.MultiWorkerMirroredStrategy(cluster_resolver=resolver)
    dataset = strategy.experimental_distribute_datasets_from_function(lambda ctx: make_inputs(config))
    with strategy.scope():
        model = tf.keras.models.load_model(config["model_dir"], compile=False)
        optimizer = tf.keras.optimizers.Adam(2e-4, beta_1=0.9, beta_2=0.998)

    @tf.function(reduce_retracing=True)
    def step(features, labels):
        def replica_step(f, l):
            with tf.GradientTape() as tape:
                logits = model([f, l[:, :-1]], training=True)
                loss = tf.reduce_mean(tf.keras.losses.sparse_categorical_crossentropy(l[:, 1:], logits, from_logits=True))
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
            return loss
        return strategy.run(replica_step, args=(features, labels))

    for i, (features, labels) in enumerate(dataset):
        step(features, labels)
        if i >= config.get("train_steps", 500000):
            break


if __name__ == "__main__":
    import sys
    main(sys.argv[1])
