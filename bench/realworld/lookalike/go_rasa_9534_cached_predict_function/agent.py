import numpy as np

from ted import TEDModel, TEDPolicy

ACTIONS = ["utter_greet", "utter_ask_amount", "action_transfer", "utter_goodbye"]


def featurize_message(text, dim=32):
    vec = np.zeros(dim, dtype="float32")
    for tok in text.lower().split():
        vec[hash(tok) % dim] += 1.0
    return vec


def serve(messages):
    model = TEDModel(len(ACTIONS))
    policy = TEDPolicy(model)
    history = []
    for text in messages:
        history.append(featurize_message(text))
        yield ACTIONS[int(np.argmax(policy.predict_action_probabilities(history)))]


if __name__ == "__main__":
    print(list(serve(["hi", "send 20 euro to anna", "bye"] * 20)))
