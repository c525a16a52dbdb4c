# source: https://github.com/dataloop-ai/AutoML/blob/HEAD/main.py
# symptom: a long tuning session driven through the plugin keeps growing in memory; each trial builds and trains a new Keras model in the same process
# expect: TFM009 keras_toy_model/hyper_model.py:24
# note: the oracle loop in trial_local.py calls PluginRunner.run once per trial; run creates a HyperModel experiment whose build() constructs a new Sequential model; no clear_session anywhere
