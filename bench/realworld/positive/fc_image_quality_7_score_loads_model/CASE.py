# source: https://github.com/ocampor/image-quality/issues/7
# symptom: the model is loaded every time the function `score` is run; the maintainer's fix moves model loading to init level so it is loaded once
# expect: TFM009 imquality/scoring.py:16
# note: a small package of my own in the library's shape: imquality/scoring.py loads the Keras model inside score(), and imquality/batch.py scores a folder of images through `from .scoring import score`
