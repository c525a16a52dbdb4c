# source: https://github.com/harvard-edge/multilingual_kws/issues/34
# symptom: users ask how to run the few-shot keyword spotting model on a live microphone stream; the reporter's answer keeps an audio buffer and computes the spectrogram and a prediction each time a new hop of audio arrives
# expect: TFM008 49
# note: a PyAudio-style callback only queues raw audio; the main loop pops one 20 ms hop at a time, rebuilds the 1 s window's micro-frontend spectrogram and calls model.predict on a batch of one window for every hop (50 predicts per second of audio)
import queue

import numpy as np
import pyaudio
import tensorflow as tf
from tensorflow.lite.experimental.microfrontend.python.ops import audio_microfrontend_op as frontend_op

RATE = 16000
HOP = 320                     # 20 ms
WINDOW = RATE                 # 1 s
THRESHOLD = 0.8
KEYWORD = "hello"

model = tf.keras.models.load_model("kws_models/hello_5shot", compile=False)
audio_q = queue.Queue()


def on_audio(in_data, frame_count, time_info, status):
    audio_q.put(np.frombuffer(in_data, dtype=np.int16))
    return None, pyaudio.paContinue


def spectrogram(window_int16):
    feats = frontend_op.audio_microfrontend(
        tf.convert_to_tensor(window_int16), sample_rate=RATE, window_size=30,
        window_step=20, num_channels=40, out_scale=1, out_type=tf.float32)
    return tf.multiply(feats, 10.0 / 256.0).numpy()[np.newaxis]


def main():
    pa = pyaudio.PyAudio()
    stream = pa.open(format=pyaudio.paInt16, channels=1, rate=RATE, input=True,
                     frames_per_buffer=HOP, stream_callback=on_audio)
    buffer = np.zeros(WINDOW, dtype=np.int16)
    cooldown = 0
    stream.start_stream()
    try:
        while stream.is_active():
            hop = audio_q.get()
            buffer = np.concatenate([buffer[len(hop):], hop])
            if cooldown:
                cooldown -= 1
                continue
            features = spectrogram(buffer)
            scores = model.predict(features, verbose=0)[0]
            if scores[2] > THRESHOLD:
                print(f"detected '{KEYWORD}' ({scores[2]:.2f})")
                cooldown = 25
    finally:
        stream.stop_stream()
        stream.close()
        pa.terminate()


if __name__ == "__main__":
    main()
