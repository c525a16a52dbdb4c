# source: https://github.com/Liumihan/CRNN_kreas/issues/1
# symptom: batch prediction over many text-line images: GPU memory rises until OOM; keras.backend.get_value adds new nodes to the TF graph for every image
# expect: TFM010 21
# note: predict.py style snippet (Keras 2, TF1 backend); char_list, load_line and crnn_base come from the repo; K.ctc_decode builds decoder ops per image and K.get_value evaluates them in the session
from keras import backend as K
from keras.models import *

base_model = load_model("weights/crnn_base.h5", compile=False)


def decode_line(pred):
    pred = pred[:, 2:, :]
    seq_len = np.ones(pred.shape[0]) * pred.shape[1]
    return pred, seq_len


for img_path in sorted(glob.glob("test_imgs/*.jpg")):
    x = load_line(img_path, height=32)
    y_pred = base_model.predict(x)
    y_pred, seq_len = decode_line(y_pred)
    out = K.get_value(K.ctc_decode(y_pred, input_length=seq_len, greedy=True)[0][0])
    text = "".join(char_list[i] for i in out[0] if i != -1)
    print(img_path, text)
