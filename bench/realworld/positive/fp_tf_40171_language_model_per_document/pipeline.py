import json
import sys

from langdetect import detect

from services.lang_models import classify
from services.tokenize import to_ids

TOPICS = ["politics", "sports", "business", "science", "culture"]


def label_document(doc):
    lang = detect(doc["text"][:2000])
    scores = classify(to_ids(doc["text"]), lang)
    return {"id": doc["id"], "lang": lang, "topic": TOPICS[int(scores.argmax())]}


def process_corpus(in_path, out_path):
    with open(in_path) as src, open(out_path, "w") as dst:
        for n, line in enumerate(src):
            doc = json.loads(line)
            dst.write(json.dumps(label_document(doc)) + "\n")
            if n % 1000 == 0:
                print(f"{n} documents labelled", file=sys.stderr)


if __name__ == "__main__":
    process_corpus(sys.argv[1], sys.argv[2])
