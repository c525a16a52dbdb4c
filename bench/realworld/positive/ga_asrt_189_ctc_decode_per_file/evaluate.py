import argparse
import time

from features import read_wav_data
from lexicon import SymbolTable, word_error_rate
from speech_model import ModelSpeech


def evaluate(model, table, wav_list, max_items):
    errors, words = 0, 0
    start = time.time()
    for i, (wav_path, transcript) in enumerate(wav_list[:max_items]):
        signal, fs = read_wav_data(wav_path)
        pinyin_ids = model.recognize_speech(signal, fs)
        hypothesis = [table.symbol(j) for j in pinyin_ids]
        reference = transcript.split()
        errors += word_error_rate(reference, hypothesis) * len(reference)
        words += len(reference)
        if i % 100 == 0:
            print("%d files, %.1fs elapsed, WER %.3f" % (i, time.time() - start, errors / max(words, 1)))
    return errors / max(words, 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", default="model_speech/m251/speech_model251_e_0_step_625000.h5")
    parser.add_argument("--list", default="dataset/test.wav.lst")
    parser.add_argument("--max-items", type=int, default=5000)
    args = parser.parse_args()

    with open(args.list, encoding="utf-8") as f:
        wav_list = [tuple(line.rstrip("\n").split("\t", 1)) for line in f if line.strip()]

    model = ModelSpeech("dataset/")
    model.load_weights(args.weights)
    table = SymbolTable("dict.txt")
    print("final WER:", evaluate(model, table, wav_list, args.max_items))


if __name__ == "__main__":
    main()
