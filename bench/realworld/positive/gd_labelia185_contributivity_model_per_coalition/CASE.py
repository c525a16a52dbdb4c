# source: https://github.com/LabeliaLabs/distributed-learning-contributivity/pull/185
# symptom: Shapley-value contributivity runs train one model per coalition of partners; each build_model_from_weights call creates and compiles a new Keras model and memory grows over the 2^n coalitions
# expect: TFM009 multi_partner_learning.py:31
# note: contributivity.py enumerates coalitions and calls MultiPartnerLearning.coalition_score(); the model is constructed inside build_model_from_weights, reached from that loop on every coalition and every aggregation round
