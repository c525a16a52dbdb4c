import json

from sleep.config import ProjectConfig
from sleep.training import Trainer

PARTICIPANTS = ["p%02d" % i for i in range(1, 16)]


def main():
    trainer = Trainer("data/partitions")
    results = {}
    for participant in PARTICIPANTS:
        for fold in range(ProjectConfig.n_folds):
            results["%s/%d" % (participant, fold)] = trainer.train_fold(participant, fold)
    with open("results.json", "w") as f:
        json.dump(results, f)


if __name__ == "__main__":
    main()
