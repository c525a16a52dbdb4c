import numpy as np

from ml4ir.data import fold_datasets, load_feature_config
from ml4ir.model_factory import get_relevance_model


class RankingPipeline:
    def __init__(self, args):
        self.args = args
        self.feature_config = load_feature_config(args.feature_config)

    def run_kfold(self):
        metrics = []
        for fold, (train_ds, val_ds, test_ds) in enumerate(fold_datasets(self.args.data_dir, self.args.kfold)):
            model = get_relevance_model(self.feature_config, learning_rate=self.args.learning_rate)
            model.fit(train_ds, validation_data=val_ds, epochs=self.args.num_epochs, verbose=0)
            metrics.append(model.evaluate(test_ds, verbose=0))
            print("fold", fold, metrics[-1])
        return np.mean(metrics), np.std(metrics)
