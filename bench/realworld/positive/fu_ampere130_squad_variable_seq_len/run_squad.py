import argparse
import json
import time

from qa_runner import BertSquadRunner


def load_squad(path, limit):
    with open(path) as f:
        data = json.load(f)["data"]
    samples, refs = [], []
    for article in data:
        for para in article["paragraphs"]:
            for qa in para["qas"]:
                samples.append((qa["question"], para["context"]))
                refs.append([a["text"] for a in qa["answers"]])
    return samples[:limit], refs[:limit]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-m", "--model_name",
                        default="bert-large-uncased-whole-word-masking-finetuned-squad")
    parser.add_argument("--squad_path", required=True)
    parser.add_argument("--num_runs", type=int, default=2000)
    parser.add_argument("--chunk", type=int, default=50)
    args = parser.parse_args()

    runner = BertSquadRunner(args.model_name)
    samples, refs = load_squad(args.squad_path, args.num_runs)
    exact, latencies = 0, []
    for begin in range(0, len(samples), args.chunk):
        t0 = time.time()
        preds = runner.answer_all(samples[begin:begin + args.chunk])
        latencies.append((time.time() - t0) / max(len(preds), 1))
        for pred, gold in zip(preds, refs[begin:begin + args.chunk]):
            exact += int(pred.strip().lower() in [g.lower() for g in gold])
    print("exact match: %.3f" % (exact / len(samples)))
    print("mean latency per sample: %.1f ms" % (1000 * sum(latencies) / len(latencies)))


if __name__ == "__main__":
    main()
