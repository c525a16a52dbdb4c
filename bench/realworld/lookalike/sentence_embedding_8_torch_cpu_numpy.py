# source: https://github.com/BM-K/Sentence-Embedding-Is-All-You-Need/issues/8
# note: the PyTorch fix from the thread: each batch's embeddings are moved to the CPU and converted with .cpu().detach().numpy() before they are appended
import numpy as np
import torch
from transformers import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("BM-K/KoSimCSE-roberta")
model = AutoModel.from_pretrained("BM-K/KoSimCSE-roberta").cuda().eval()


def embed(docs, batch_size=100):
    embeddings = []
    for start in range(0, len(docs), batch_size):
        inputs = tokenizer(docs[start:start + batch_size], padding=True, truncation=True, return_tensors="pt").to("cuda")
        with torch.no_grad():
            embeddings_batch, _ = model(**inputs, return_dict=False)
        embeddings.append(embeddings_batch[:, 0].cpu().detach().numpy())
    return np.concatenate(embeddings)


if __name__ == "__main__":
    with open("sentences.txt") as fh:
        docs = [line.strip() for line in fh]
    print(embed(docs).shape)
