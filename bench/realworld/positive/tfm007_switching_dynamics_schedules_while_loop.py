# source: https://github.com/yerkojahve/Meta-Pseudo-label/issues/1
# symptom: learning_rate, temperature and cross_entropy_coef are Python floats recomputed every step and passed to the tf.function train_step, so every step can trace a new graph ("triggered tf.function retracing")
# expect: TFM007 32
# note: the schedules are plain Python arithmetic on the step counter of a while loop
import tensorflow as tf


@tf.function
def train_step(batch, model, optimizer, num_samples, objective, learning_rate, temperature, cross_entropy_coef):
    optimizer.learning_rate.assign(learning_rate)
    with tf.GradientTape() as tape:
        result = model(batch, temperature=temperature, num_samples=num_samples,
                       cross_entropy_coef=cross_entropy_coef)
        loss = -result[objective]
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return result


def schedule(step, start, end, decay_steps):
    return max(end, start * 0.99 ** (step / decay_steps))


def run(model, dataset, config):
    optimizer = tf.keras.optimizers.Adam(config.learning_rate)
    train_iter = iter(dataset.repeat())
    step = 0
    while step < config.num_steps:
        learning_rate = schedule(step, config.learning_rate, 1e-5, config.lr_decay_steps)
        temperature = schedule(step, config.t_init, config.t_min, config.annealing_steps)
        cross_entropy_coef = 1.0 if step < config.xent_steps else 0.0
        result = train_step(next(train_iter), model, optimizer, config.num_samples, config.objective,
                            learning_rate, temperature, cross_entropy_coef)
        if step % 1000 == 0:
            print(step, float(result[config.objective]))
        step += 1
