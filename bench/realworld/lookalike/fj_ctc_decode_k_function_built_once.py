# source: https://www.ycpai.cn/python/IVdiDHZ6.html
# note: the fix given in the article: build the CTC decoding once with K.function outside the loop, so the decoding subgraph is created a single time and the loop only feeds new predictions to it
import numpy as np
from keras import backend as K
from keras.layers import Input

from ocr_model import build_crnn, ALPHABET

model = build_crnn()
model.load_weights("crnn_weights.h5")

y_pred = model.output
input_length = Input(batch_shape=[None], dtype="int32")
ctc_decoded = K.ctc_decode(y_pred, input_length=input_length * K.shape(y_pred)[1], greedy=True)
decode = K.function([model.input, input_length], [ctc_decoded[0][0]])

lines = np.load("line_crops.npy")
texts = []
for i in range(0, len(lines), 32):
    batch = lines[i:i + 32]
    best = decode([batch, np.ones(len(batch), dtype="int32")])[0]
    texts.extend("".join(ALPHABET[c] for c in row if 0 <= c < len(ALPHABET)) for row in best)
print("\n".join(texts[:10]))
