# source: https://github.com/leolya/Audio-Super-Resolution-Tensorflow2.0-TFiLM/issues/3
# symptom: memory usage keeps climbing while training with the audio dataset built by get_audio_dataset
# expect: TFM011 18
# note: the repository shuffles with a buffer as large as the whole h5 file of audio patches; the snippet writes the patch count (about 250k) as a literal, as users paste it
def data_generator(path):
    hf = h5py.File(path, "r")
    n = hf["data"].shape[0]
    for i in range(n):
        yield hf["data"][i].astype("float32"), hf["label"][i].astype("float32")


def get_audio_dataset(path, batch_size, shuffle=True):
    ds = tf.data.Dataset.from_generator(
        data_generator, args=[path],
        output_signature=(tf.TensorSpec((8192, 1), tf.float32),
                          tf.TensorSpec((8192, 1), tf.float32)))
    if shuffle:
        ds = ds.shuffle(250000, reshuffle_each_iteration=True)
    return ds.batch(batch_size).prefetch(2)


train_ds = get_audio_dataset("data/vctk-speaker1-train.4.16000.8192.4096.h5", 64)
val_ds = get_audio_dataset("data/vctk-speaker1-val.4.16000.8192.4096.h5", 64, shuffle=False)
model = build_tfilm(layers=4)
model.compile(optimizer=tf.keras.optimizers.Adam(3e-4), loss="mse")
model.fit(train_ds, validation_data=val_ds, epochs=50)
