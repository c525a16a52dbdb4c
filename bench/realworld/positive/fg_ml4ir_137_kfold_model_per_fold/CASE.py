# source: https://github.com/salesforce/ml4ir/pull/137
# symptom: the reviewer warns "Do not call get_relevance_model() repeatedly. There is a tf-keras bug" in the new k-fold run: every fold builds a new Keras ranking model in the same process, and memory keeps growing fold after fold
# expect: TFM009 ml4ir/model_factory.py:18
# note: package layout: pipeline.py loops over the folds and calls model_factory.get_relevance_model, which builds the functional model in another module; nothing clears the session between folds
