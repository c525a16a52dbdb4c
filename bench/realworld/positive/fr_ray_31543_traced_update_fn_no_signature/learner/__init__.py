from .tf_learner import TfLearner

__all__ = ["TfLearner"]
