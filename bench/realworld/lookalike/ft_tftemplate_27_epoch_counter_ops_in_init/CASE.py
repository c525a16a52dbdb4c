# source: https://github.com/mgsalem/Tensorflow-Project-Template/issues/27
# symptom: question why the epoch and step counters are tf.Variables (cur_epoch_tensor, global_step_tensor) rather than Python ints
# note: correct: the counter Variables and their increment assign ops are created once in BaseModel.__init__; the trainer's epoch loop only runs increment_cur_epoch_tensor and evaluates the counter
