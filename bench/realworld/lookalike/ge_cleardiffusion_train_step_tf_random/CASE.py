# source: https://github.com/beresandras/clear-diffusion-keras/issues/7
# note: custom train_step/test_step override as in the thread: noise and diffusion times come from tf.random inside the step (not numpy), metric trackers and the EMA network are created once in __init__, and fit() traces the step once
