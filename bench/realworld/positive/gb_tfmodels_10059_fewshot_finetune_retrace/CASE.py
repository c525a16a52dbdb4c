# source: https://github.com/tensorflow/models/issues/10059
# symptom: host RAM keeps climbing during few-shot fine-tuning until the Colab runtime is killed; tf.function retracing warnings for the train step
# expect: TFM001 fewshot/steps.py:18
# note: few-shot detection fine-tuning as in the report: a factory builds the train-step tf.function once, the loop in train.py feeds it Python lists of image and groundtruth tensors whose box counts differ per image, so every new combination of shapes is traced again. The report tried relax_shapes/input_signature afterwards; this is the version before that.
