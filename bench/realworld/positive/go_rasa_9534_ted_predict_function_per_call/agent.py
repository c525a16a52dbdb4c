import numpy as np

from ted import TEDModel, TEDPolicy

ACTIONS = ["utter_greet", "utter_ask_amount", "action_transfer", "utter_goodbye"]


def featurize_message(text, dim=32):
    vec = np.zeros(dim, dtype="float32")
    for tok in text.lower().split():
        vec[hash(tok) % dim] += 1.0
    return vec


def serve(messages, weights="models/ted.weights.h5"):
    model = TEDModel(len(ACTIONS))
    model(np.zeros((1, 10, 32), dtype="float32"))
    model.load_weights(weights)
    policy = TEDPolicy(model)
    history = []
    for text in messages:
        history.append(featurize_message(text))
        probs = policy.predict_action_probabilities(history)
        yield ACTIONS[int(np.argmax(probs))]


if __name__ == "__main__":
    for action in serve(["hi", "send 20 euro to anna", "thanks", "bye"] * 50):
        print(action)
