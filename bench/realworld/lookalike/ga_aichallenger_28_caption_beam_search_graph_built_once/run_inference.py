import argparse
import heapq
import json
import os

import numpy as np
import tensorflow as tf

from inference_wrapper import InferenceWrapper
from show_and_tell import build_inference_model
from vocabulary import Vocabulary


def beam_search(model, encoded_image, vocab, beam_size=3, max_len=20):
    initial_state = model.feed_image(encoded_image)
    beams = [(0.0, [vocab.start_id], initial_state[0])]
    complete = []
    for _ in range(max_len):
        inputs = np.array([b[1][-1] for b in beams])
        states = np.stack([b[2] for b in beams])
        softmax, new_states = model.inference_step(inputs, states)
        candidates = []
        for i, (logprob, sentence, _) in enumerate(beams):
            for w in np.argsort(softmax[i])[-beam_size:]:
                score = logprob + np.log(softmax[i][w] + 1e-12)
                target = complete if w == vocab.end_id else candidates
                target.append((score, sentence + [int(w)], new_states[i]))
        if not candidates:
            break
        beams = heapq.nlargest(beam_size, candidates, key=lambda c: c[0])
    best = max(complete or beams, key=lambda c: c[0])
    return [vocab.id_to_word(w) for w in best[1][1:] if w != vocab.end_id]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--vocab", default="word_counts.txt")
    parser.add_argument("--image_dir", required=True)
    parser.add_argument("--output", default="captions.json")
    args = parser.parse_args()

    vocab = Vocabulary(args.vocab)
    model = InferenceWrapper(build_inference_model, args.checkpoint)
    results = []
    for name in sorted(os.listdir(args.image_dir)):
        with tf.gfile.GFile(os.path.join(args.image_dir, name), "rb") as f:
            encoded = f.read()
        caption = "".join(beam_search(model, encoded, vocab))
        results.append({"image_id": os.path.splitext(name)[0], "caption": caption})
    with open(args.output, "w", encoding="utf-8") as f:
        json.dump(results, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
