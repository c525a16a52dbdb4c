"""Tiny JSON-lines translation worker: one request per line on stdin."""
import json
import sys

from tensorflow import keras

from seq2seq.decode import greedy_decode
from seq2seq.layers import get_custom_objects
from seq2seq.vocab import TokenDict

MODEL_PATH = "artifacts/transformer_enzh.h5"


def main():
    vocab = TokenDict.load("artifacts/tokens.json")
    model = keras.models.load_model(MODEL_PATH, custom_objects=get_custom_objects())
    for raw in sys.stdin:
        request = json.loads(raw)
        batch = [vocab.encode(s) for s in request["sentences"]]
        decoded = greedy_decode(
            model,
            batch,
            start_token=vocab.start_id,
            end_token=vocab.end_id,
            pad_token=vocab.pad_id,
            max_len=request.get("max_len", 64),
        )
        response = {"id": request["id"], "translations": [vocab.decode(d) for d in decoded]}
        sys.stdout.write(json.dumps(response, ensure_ascii=False) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
