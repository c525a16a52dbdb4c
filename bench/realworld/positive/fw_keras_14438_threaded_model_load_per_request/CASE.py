# source: https://github.com/keras-team/keras/issues/14438
# symptom: each call of the Flask prediction API loads the domain's 4 Keras models in parallel threads, each into its own Graph and Session; CPU memory keeps growing after every request and clear_session()/reset_default_graph() do not give it back
# expect: TFM009 loader.py:19
# expect: TFM008 app.py:26
# note: the per-request work is split as in the report: the route starts one thread per model (loader.load_domain_models), then predicts with every freshly loaded model
