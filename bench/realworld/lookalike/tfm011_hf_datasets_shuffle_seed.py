# source: https://huggingface.co/learn/nlp-course/chapter5/3
# note: resembles a leak: shuffle a whole training split before sampling from it
# note: Hugging Face datasets, not tf.data: Dataset.shuffle(seed=...) on a map-style Arrow dataset only builds an index mapping, it does not hold the examples in a buffer
from datasets import load_dataset

data_files = {"train": "drugsComTrain_raw.tsv", "test": "drugsComTest_raw.tsv"}
drug_dataset = load_dataset("csv", data_files=data_files, delimiter="\t")

drug_sample = drug_dataset["train"].shuffle(seed=42).select(range(1000))
for split in drug_dataset:
    drug_dataset[split] = drug_dataset[split].shuffle(seed=len(drug_dataset[split]))
print(drug_sample[:3])
