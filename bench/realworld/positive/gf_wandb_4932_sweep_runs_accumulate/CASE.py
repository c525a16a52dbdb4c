# source: https://github.com/wandb/wandb/issues/4932
# symptom: W&B sweep over a tf.keras model: each run adds to the process's CPU memory, and after about 7-15 runs the agent crashes (broken pipe / out of memory)
# expect: TFM009 model_def.py:15
# note: wandb.agent calls train_one once per sweep configuration in the same process; every run builds and trains a new functional keras.Model through build_activity_model (model_def.py) without clearing the session. The repetition comes from the agent, not from a for statement in this code.
