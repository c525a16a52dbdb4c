"""Extract entities from long documents, one sentence at a time."""
import re
import sys

from ner.recognizer import NamedEntityRecognizer

SENT_SPLIT = re.compile(r"(?<=[。！？!?\.])\s*")


def split_sentences(document, max_chars=200):
    for sent in SENT_SPLIT.split(document):
        sent = sent.strip()
        while len(sent) > max_chars:
            yield sent[:max_chars]
            sent = sent[max_chars:]
        if sent:
            yield sent


def extract_document(recognizer, document):
    found = []
    for sentence in split_sentences(document):
        found.extend(recognizer.recognize(sentence))
    return found


def main(paths):
    recognizer = NamedEntityRecognizer("export/bert_crf.h5", "export/vocab")
    for path in paths:
        with open(path, encoding="utf-8") as f:
            entities = extract_document(recognizer, f.read())
        for text, kind in entities:
            print(f"{path}\t{kind}\t{text}")


if __name__ == "__main__":
    main(sys.argv[1:])
