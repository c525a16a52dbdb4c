"""Plugin entry point: the platform calls PluginRunner.run once per trial."""
import logging

from keras_toy_model.hyper_model import HyperModel

logger = logging.getLogger(__name__)


class PluginRunner:
    """Plugin runner class."""

    def __init__(self, **kwargs):
        self.kwargs = kwargs

    def run(self, model, configs, hp_values, progress=None):
        model = model["model_str"]
        experiment = HyperModel(model)
        experiment.data_loader(configs)
        experiment.add_preprocess(hp_values)
        experiment.build(hp_values)
        metrics = experiment.train()
        logger.info("return value: %s", metrics)
        return metrics
