# source: https://github.com/Jproga/ds/blob/HEAD/model.py
# source: https://github.com/Jproga/ds/blob/HEAD/main.py
# symptom: repository code (no issue text): every !check command reloads keras_model.h5 and runs predict() on one image, so each classified attachment pays a full model load and leaves another model behind in the bot process
# expect: TFM009 model.py:24
# expect: TFM008 model.py:27
# note: get_class() is the Teachable Machine export snippet wrapped in a function; the discord command calls it for every attachment of every message
