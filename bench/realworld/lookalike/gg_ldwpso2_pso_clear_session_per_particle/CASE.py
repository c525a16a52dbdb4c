# source: https://github.com/ta-seri/LDWPSO-CNN/issues/2
# note: look-alike: the swarm still trains one CNN per particle, but the particle loop calls tf.keras.backend.clear_session() before every evaluation, the documented way to stop the Keras global state from growing across models built in a loop
