# source: https://github.com/hardmaru/WorldModelsExperiments/pull/14
# symptom: memory leak: every call of set_model_params(...) creates new TensorFlow assign ops in the VAE's graph, so a long evolution run keeps growing the graph and the process memory
# expect: TFM010 vae/vae.py:43
# note: the ES loop is in train.py; each candidate reloads the VAE weights through Model.load_vae -> ConvVAE.load_json -> set_model_params, which builds var.assign(...) and runs it in the same call; the fix in the PR builds one assign op per variable with a placeholder when the graph is built
