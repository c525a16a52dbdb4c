"""Line-protocol scoring server: one JSON request per line on stdin, one JSON reply per line."""
import json
import sys

from scorer import encode, score_tokens


def load_vocab(path="export/vocab.txt"):
    with open(path) as f:
        return {tok.strip(): i for i, tok in enumerate(f)}


def serve(stream=sys.stdin, out=sys.stdout):
    vocab = load_vocab()
    for line in stream:
        request = json.loads(line)
        token_ids, lengths = encode(request["texts"], vocab)
        scores = score_tokens(token_ids, lengths).numpy().tolist()
        out.write(json.dumps({"id": request.get("id"), "scores": scores}) + "\n")
        out.flush()


if __name__ == "__main__":
    serve()
