import tensorflow as tf

from models import brnn
from preprocess.data import load_dataset
from training.loss_callback import LossCallback

training_ds = load_dataset("librivox-train-clean-100-wav.csv")
validation_ds = load_dataset("librivox-dev-clean-wav.csv")

input_data = brnn.get_layer("the_input").input
y_pred = brnn.get_layer("ctc").input[0]
test_func = tf.keras.backend.function([input_data], [y_pred])

loss_cb = LossCallback(
    test_func=test_func,
    validation_gen=validation_ds.as_numpy_iterator(),
    model=brnn,
    checkpoint=1,
    path_to_save="./checkpoints/brnn.h5",
    log_file_path="log",
)

brnn.fit(
    x=training_ds.as_numpy_iterator(),
    validation_data=validation_ds.as_numpy_iterator(),
    epochs=200,
    verbose=2,
    callbacks=[loss_cb],
)
