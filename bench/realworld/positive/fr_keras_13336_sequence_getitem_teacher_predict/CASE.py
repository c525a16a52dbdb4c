# source: https://github.com/keras-team/keras/issues/13336
# symptom: calling model.predict() from inside the batch generator that feeds training raises a thread-local storage error with worker threads (workaround: workers=0); where it runs, every batch sets up a full predict loop for the teacher
# expect: TFM008 distill/sequence.py:30
# note: package case: a tf.keras.utils.Sequence whose __getitem__ (called by fit once per batch, from worker threads) runs teacher.predict to produce soft labels; the teacher comes from distill.teacher.load_teacher (load_model)
