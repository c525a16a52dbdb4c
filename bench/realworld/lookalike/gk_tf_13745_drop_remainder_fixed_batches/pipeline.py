"""Input pipeline for the speech-command classifier."""
import tensorflow as tf

SAMPLE_RATE = 16000
FRAMES = 98
MELS = 40


def _load(path, label):
    audio, _ = tf.audio.decode_wav(tf.io.read_file(path), desired_channels=1)
    audio = tf.squeeze(audio, -1)[:SAMPLE_RATE]
    audio = tf.pad(audio, [[0, SAMPLE_RATE - tf.shape(audio)[0]]])
    stft = tf.abs(tf.signal.stft(audio, frame_length=400, frame_step=160, fft_length=512))
    mel = tf.tensordot(stft, tf.signal.linear_to_mel_weight_matrix(MELS, 257, SAMPLE_RATE), 1)
    return tf.math.log(mel + 1e-6)[:FRAMES], label


def make_dataset(paths, labels, batch_size, training):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    if training:
        ds = ds.shuffle(len(paths))
    ds = ds.map(_load, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.batch(batch_size, drop_remainder=True)
    return ds.prefetch(tf.data.AUTOTUNE)
