import json

from tensorflow.keras.models import load_model
from tqdm import trange

from generate_utils import textgenrnn_generate


class TextGen:
    def __init__(self, weights_path="textgenrnn_weights.hdf5", vocab_path="textgenrnn_vocab.json",
                 config_path="textgenrnn_config.json"):
        with open(vocab_path, "r", encoding="utf8") as f:
            self.vocab = json.load(f)
        with open(config_path, "r", encoding="utf8") as f:
            self.config = json.load(f)
        self.indices_char = {v: k for k, v in self.vocab.items()}
        self.model = load_model(weights_path, compile=False)

    def generate(self, n=1, temperature=0.5, prefix=None, return_as_list=False):
        gen_texts = []
        for _ in trange(n):
            gen_text = textgenrnn_generate(self.model, self.vocab, self.indices_char, temperature,
                                           self.config["max_length"], "<s>",
                                           self.config.get("word_level", False), prefix)
            if not return_as_list:
                print("{}\n".format(gen_text))
            gen_texts.append(gen_text)
        return gen_texts if return_as_list else None


if __name__ == "__main__":
    textgen = TextGen()
    textgen.generate(5, temperature=1.0)
