import numpy as np
import pandas as pd

from matching.use import best_match, embed_in_batches, get_embeddings


def main(corpus_path="data/catalog.csv", incoming_path="data/incoming.csv", text_col="description"):
    corpus = pd.read_csv(corpus_path)
    corpus_embeddings = embed_in_batches(list(corpus[text_col]))
    corpus_ids = list(corpus["id"])
    incoming = pd.read_csv(incoming_path)
    matches = []
    for _, row in incoming.iterrows():
        match_id, score = best_match(row[text_col], corpus_embeddings, corpus_ids)
        matches.append((row["id"], match_id, score))
        if score < 0.5:
            new_vec = get_embeddings([row[text_col]])
            corpus_embeddings = np.vstack([corpus_embeddings, new_vec])
            corpus_ids.append(row["id"])
    pd.DataFrame(matches, columns=["id", "match", "score"]).to_csv("matches.csv", index=False)


if __name__ == "__main__":
    main()
