import pickle


def load_explainers():
    explainers = {}
    for tc in (2, 6):
        with open("model/eval0_tc%d_days180/explainer.pkl" % tc, "rb") as f:
            explainers[(tc, 180)] = pickle.load(f)
    return explainers
