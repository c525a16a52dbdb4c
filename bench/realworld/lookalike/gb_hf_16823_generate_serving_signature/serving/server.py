"""Minimal HTTP handler calling the exported generation function."""
import json
from http.server import BaseHTTPRequestHandler, HTTPServer

import numpy as np
from transformers import AutoTokenizer

from serving.export import build_serving_fn

BUCKETS = (16, 32, 64, 128)
tokenizer = AutoTokenizer.from_pretrained("gpt2")
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
_, serving_fn = build_serving_fn()


def bucket_for(n):
    return next((b for b in BUCKETS if n <= b), BUCKETS[-1])


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        n = len(tokenizer(body["prompt"])["input_ids"])
        enc = tokenizer([body["prompt"]], padding="max_length", truncation=True,
                        max_length=bucket_for(n), return_tensors="np")
        out = serving_fn(enc["input_ids"].astype(np.int32), enc["attention_mask"].astype(np.int32))
        text = tokenizer.decode(out[0].numpy(), skip_special_tokens=True)
        self.send_response(200)
        self.end_headers()
        self.wfile.write(json.dumps({"completion": text}).encode())


if __name__ == "__main__":
    HTTPServer(("0.0.0.0", 8080), Handler).serve_forever()
