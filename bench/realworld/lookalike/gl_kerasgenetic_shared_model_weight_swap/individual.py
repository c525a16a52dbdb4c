class Individual:
    """One member of the population: a weight vector for a shared model."""

    def __init__(self, weights, model, score=None):
        self.weights = weights
        self.model = model
        self.score = score

    def load_model(self):
        """Loads this individual's weights into the shared Keras model."""
        self.model.set_weights(self.weights)
        return self.model

    def __lt__(self, other):
        return self.score < other.score
