# source: https://github.com/keras-team/keras-hub/pull/804
# note: the pattern from that PR: make_generate_function() returns the saved self.generate_function when it exists, so the tf.function is created (and traced) once per model instead of once per generate() call; here it also carries an input_signature because prompts are padded to a fixed sequence length
