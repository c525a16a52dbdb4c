# source: https://github.com/Mephisto405/Learning-Loss-for-Active-Learning/issues/5
# symptom: active-learning cycles that re-instantiate the network every cycle (as discussed in the thread) without memory growth from stale Keras state
# note: Keras port of the per-cycle re-initialisation: each cycle starts with tf.keras.backend.clear_session() before building the new model; uncertainty scoring uses predict_on_batch on fixed-size chunks
