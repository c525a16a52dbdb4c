# source: https://github.com/qixiang109/tensorflow-seq2seq-autoencoder/issues/1
# symptom: on a large dataset the program keeps eating memory until it is killed; the reporter traces it to the session.run calls that build tf.transpose(tf.pack(...)) inside their fetch list ("we should not add/assign tf op inside the session.run arguments")
# expect: TFM010 seq2seq/model.py:37
# note: folder case: the training loop in train.py calls model.step() for every batch (`from seq2seq.model import Seq2SeqAutoencoder`); step() builds a stack and a transpose op inside its session.run fetches (tf.pack is tf.stack today); the finding is the function's first op (the evaluation branch), the training branch repeats it
