# source: https://github.com/it9tst/music-genre-recognition/blob/HEAD/report/codes/preparazioneAlbero.py
# symptom: RAM grows with every cross-validation fold of the genre-tree training; each fold builds, compiles and fits a fresh CNN
# expect: TFM009 genre/models.py:5
# note: the fold loop lives in crossval.py and calls train_model() from models.py, which builds a new Sequential each call; no clear_session anywhere in the loop
