# source: https://github.com/ina-foss/inaSpeechSegmenter/pull/80
# symptom: CPU memory grew while many files were segmented, traced to the neural network's Keras predict method; the pull request switches to calling the model
# note: look-alike (folder case): the fixed form: the segmenter, loaded once, is called for every file of the corpus loop in segment_corpus.py (`from inaseg.segmenter import Segmenter`); per file it runs the model directly (`self.nn(chunk, training=False)`) on fixed-size chunks and keeps NumPy arrays, so there is no predict in the loop and no tensor is kept
