# source: https://github.com/TensorSpeech/TensorFlowTTS/issues/359
# symptom: while starting evaluation the vocoder trainer fills the shuffle buffer and is killed, or hangs with ~15 GB RSS and 35 GB virtual memory: the dataset caches every np.load result in memory and shuffles with a buffer as large as the dataset
# expect: TFM005 tts_data/audio_mel.py:30
# expect: TFM011 tts_data/audio_mel.py:32
# note: folder case after TensorFlowTTS's AudioMelDataset: np.load runs through tf.numpy_function in map, two filters follow, then cache() and shuffle(len)
