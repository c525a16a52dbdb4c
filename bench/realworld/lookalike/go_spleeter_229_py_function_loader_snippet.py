# source: https://github.com/deezer/spleeter/issues/229
# symptom: memory grows in separate_to_file; traced to tf.py_function audio loading in the dataset
# note: the audio-loading map calls tf.py_function with num_parallel_calls=2, the value the project used, well under the small bound suggested for Python-function maps; peak memory stays at two decoded waveforms in flight (snippet, imports elsewhere)
def safe_load(path, offset, duration, sample_rate):
    try:
        waveform, _ = librosa.load(path.numpy().decode(), sr=int(sample_rate),
                                   offset=float(offset), duration=float(duration), mono=False)
        return waveform.T.astype("float32"), False
    except Exception:
        return np.zeros((1, 2), dtype="float32"), True


def load_waveform(sample, sample_rate=44100):
    waveform, error = tf.py_function(
        safe_load,
        [sample["audio_id"], sample["start"], sample["end"] - sample["start"], sample_rate],
        (tf.float32, tf.bool))
    return dict(sample, waveform=waveform, waveform_error=error)


def get_dataset(csv_path, batch_size=4):
    table = pd.read_csv(csv_path)
    ds = tf.data.Dataset.from_tensor_slices({
        "audio_id": table["mix_path"].values,
        "start": table["start"].values.astype("float32"),
        "end": table["end"].values.astype("float32"),
    })
    ds = ds.map(load_waveform, num_parallel_calls=2)
    ds = ds.filter(lambda s: tf.logical_not(s["waveform_error"]))
    return ds.padded_batch(batch_size).prefetch(2)
