# source: https://github.com/1712catfish/keras-classification/blob/HEAD/train.py
# note: near miss for a model-built-in-loop report: MODEL and DATA_GENERATOR are module globals set up once by the project's setup code (not shown), and the fold loop only calls fit and save_weights on that one compiled model; no model is built or compiled per fold, so nothing accumulates (the weights carry over between folds, which is a methodology question, not a memory one)
from utils import list_valid_args, list_global_variables, args_global_dict


def train():
    global MODEL
    global DATA_GENERATOR

    k_fold_history = []

    for d in DATA_GENERATOR:
        print(f"========== Fold {d['index']} ==========")

        history = MODEL.fit(**args_global_dict(d))

        MODEL.save_weights(f"model_{d['index']}.h5")
        k_fold_history.append(history.history)

    return k_fold_history


if __name__ == "__main__":
    print(list_global_variables())
    histories = train()
    print([h["val_accuracy"][-1] for h in histories])
