# source: https://github.com/hyperconnect/TC-ResNet/pull/1
# note: the fix of that PR: Python's random.choice in the map function was evaluated once at trace time; the background clip is now chosen with tf.random.uniform and tf.case inside the graph, so every element gets its own draw
import glob

import tensorflow as tf

SAMPLE_RATE = 16000
background_data = []
for path in sorted(glob.glob("speech_commands/_background_noise_/*.wav")):
    audio, _ = tf.audio.decode_wav(tf.io.read_file(path), desired_channels=1)
    background_data.append(audio[:SAMPLE_RATE, 0])


def tf_case_mix_background(audio, label):
    random_index = tf.random.uniform([], maxval=len(background_data), dtype=tf.int32)
    background_wav = tf.case(
        [(tf.equal(random_index, index), lambda tensor=data: tensor) for index, data in enumerate(background_data)],
        exclusive=True,
    )
    volume = tf.random.uniform([], 0.0, 0.1)
    return audio + volume * background_wav, label


def decode(path, label):
    audio, _ = tf.audio.decode_wav(tf.io.read_file(path), desired_channels=1, desired_samples=SAMPLE_RATE)
    return audio[:, 0], label


files = sorted(glob.glob("speech_commands/*/*.wav"))
labels = [f.split("/")[-2] for f in files]
vocab = sorted(set(labels))
dataset = tf.data.Dataset.from_tensor_slices((files, [vocab.index(l) for l in labels]))
dataset = dataset.shuffle(len(files)).map(decode, num_parallel_calls=tf.data.AUTOTUNE)
dataset = dataset.map(tf_case_mix_background, num_parallel_calls=tf.data.AUTOTUNE).batch(100).prefetch(2)
