import numpy as np

from .policy import NODE_FEATURES, action_logits


def run_episode(env, rng):
    """Roll out one episode; the number of candidate next states changes at every step."""
    state, total, done = env.reset(), 0.0, False
    while not done:
        candidates = state.next_actions()
        n = len(candidates)
        feats = np.zeros((n, NODE_FEATURES), dtype=np.float32)
        for row, node in enumerate(candidates):
            feats[row, :len(node.features)] = node.features
        logits = action_logits(feats)
        probs = np.exp(logits.numpy())
        action = rng.choice(n, p=probs / probs.sum())
        state, reward, done = env.step(action)
        total += reward
    return total
