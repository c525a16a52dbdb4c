import yaml

from asr.tfrecord import ASRTFRecordDataset


def main(config_path, featurizer, tokenizer, model):
    with open(config_path) as f:
        config = yaml.safe_load(f)["learning_config"]
    train = ASRTFRecordDataset(config["train_dataset_config"]["tfrecords_pattern"], featurizer, tokenizer,
                               stage="train", cache=config["train_dataset_config"]["cache"], shuffle=True)
    valid = ASRTFRecordDataset(config["eval_dataset_config"]["tfrecords_pattern"], featurizer, tokenizer,
                               stage="eval", cache=config["eval_dataset_config"]["cache"])
    model.fit(train.create(batch_size=4), validation_data=valid.create(batch_size=4), epochs=20)
