from model.predict import predict_all
from prepare import live_inputs


def run(insights_coll, use_eval, explainers, live_user_list):
    data_by_key = live_inputs(insights_coll, live_user_list, use_eval)
    return predict_all([2, 6], [180], data_by_key, explainers)
