# source: https://www.tensorflow.org/guide/function#controlling_retracing
# symptom: none: reduce_retracing=True generalises the input shape after the second length, so the loop over clips of different lengths traces twice in total
# note: the official guide's "reduce_retracing" example, applied to normalising audio clips of different lengths one at a time
import tensorflow as tf


@tf.function(reduce_retracing=True)
def normalize_clip(waveform):
    waveform = waveform - tf.reduce_mean(waveform)
    return waveform / (tf.reduce_max(tf.abs(waveform)) + 1e-6)


def load_clips(paths):
    clips = []
    for path in paths:
        audio, _ = tf.audio.decode_wav(tf.io.read_file(path), desired_channels=1)
        clips.append(normalize_clip(tf.squeeze(audio, axis=-1)))
    return clips
