import tensorflow as tf

import utils
from config import load_config
from model import get_network

conf = load_config("config.train.yml")
palette_in = utils.parse_convert_xml(conf.one_hot_palette_input)
palette_out = utils.parse_convert_xml(conf.one_hot_palette_label)
shape_in, shape_out = conf.image_shape_original_input, conf.image_shape_original_label


def parse_sample(input_file, label_file):
    inp = utils.load_image_op(input_file)
    inp = utils.resize_image_op(inp, shape_in, conf.image_shape, tf.image.ResizeMethod.NEAREST_NEIGHBOR)
    inp = utils.one_hot_encode_image_op(inp, palette_in)
    label = utils.load_image_op(label_file)
    label = utils.resize_image_op(label, shape_out, conf.image_shape, tf.image.ResizeMethod.NEAREST_NEIGHBOR)
    label = utils.one_hot_encode_image_op(label, palette_out)
    return inp, label


train_ds = tf.data.Dataset.from_tensor_slices((conf.train_inputs, conf.train_labels))
train_ds = train_ds.shuffle(conf.max_samples_training).map(parse_sample, num_parallel_calls=tf.data.AUTOTUNE)
train_ds = train_ds.batch(conf.batch_size, drop_remainder=True).prefetch(1)
valid_ds = tf.data.Dataset.from_tensor_slices((conf.valid_inputs, conf.valid_labels))
valid_ds = valid_ds.map(parse_sample, num_parallel_calls=tf.data.AUTOTUNE).batch(1)

model = get_network(conf.model, conf.image_shape, len(palette_out))
model.compile(optimizer=tf.keras.optimizers.Adam(conf.learning_rate),
              loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=conf.epochs, validation_data=valid_ds,
          callbacks=[tf.keras.callbacks.ModelCheckpoint(conf.output_dir + "/best_weights.hdf5",
                                                        save_best_only=True)])
