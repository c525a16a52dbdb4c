# source: https://www.tensorflow.org/tutorials/audio/simple_audio
# note: resembles a leak: map to spectrograms, then cache in memory
# note: the tutorial's pipeline: the mapped function is pure TensorFlow (tf.signal.stft), not a Python function, and the mini Speech Commands spectrograms fit in memory
import tensorflow as tf


def get_spectrogram(waveform):
    spectrogram = tf.abs(tf.signal.stft(waveform, frame_length=255, frame_step=128))
    return spectrogram[..., tf.newaxis]


def make_spec_ds(ds):
    return ds.map(lambda audio, label: (get_spectrogram(audio), label), num_parallel_calls=tf.data.AUTOTUNE)


train_ds, val_ds = tf.keras.utils.audio_dataset_from_directory(
    "data/mini_speech_commands", batch_size=64, validation_split=0.2, seed=0, output_sequence_length=16000,
    subset="both")
train_ds = train_ds.map(lambda audio, label: (tf.squeeze(audio, axis=-1), label), tf.data.AUTOTUNE)
val_ds = val_ds.map(lambda audio, label: (tf.squeeze(audio, axis=-1), label), tf.data.AUTOTUNE)
train_spectrogram_ds = make_spec_ds(train_ds).cache().shuffle(10000).prefetch(tf.data.AUTOTUNE)
val_spectrogram_ds = make_spec_ds(val_ds).cache().prefetch(tf.data.AUTOTUNE)
