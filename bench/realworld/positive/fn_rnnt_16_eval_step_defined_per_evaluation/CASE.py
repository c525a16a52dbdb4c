# source: https://github.com/noahchalifour/rnnt-speech-recognition/issues/16
# symptom: RAM runs out (128 GB machine, 4 GPUs) in the eval part: eval_step runs with the tf.function retracing warning and memory increases with every eval batch until OOM; steps with the retracing warning are also about 4x slower
# expect: TFM006 evaluation.py:8
# note: run_common_voice.py calls run_evaluate (another module) once per epoch; run_evaluate defines its @tf.function eval_step inside its own body and uses it there, so every evaluation creates and traces a brand-new function
