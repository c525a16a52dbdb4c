# source: https://github.com/mdietrichstein/tensorflow-open_nsfw/issues/11
# symptom: behind Flask and gunicorn, the second request fails with "Variable conv_1/kernel already exists, disallowed"; the maintainer explains the server builds the model a second time in the same TensorFlow graph
# expect: TFM010 nsfw/classify.py:11
# expect: TFM002 nsfw/net.py:13
# note: server.py is the Flask endpoint; nsfw/classify.py builds the whole network (tf.get_variable under fixed scopes), an initializer and a session on every call before running one prediction, so each request adds the full model to the default graph
