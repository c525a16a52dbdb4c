# source: https://github.com/keras-team/keras/issues/10697
# symptom: during batch training memory grows with every loop; the reporter reduced it to assigning new data to a Keras backend variable (TF 1.8 backend): rss 907 MB, 1288 MB, 1670 MB after three assignments
# expect: TFM010 21
# note: snippet without imports (keras, np, psutil and os come from the surrounding script); each chunk of the training set is pushed into a backend variable that feeds the model, and every assign call adds a new assign op plus a constant holding the chunk to the graph
def get_mem_usage():
    process = psutil.Process(os.getpid())
    info = process.memory_info()
    return "rss={} vss={}".format(info.rss >> 20, info.vms >> 20)


CHUNK = int(1e7)
data = keras.backend.variable(value=np.empty((CHUNK, 1), dtype=np.float32))
inp = keras.layers.Input(tensor=data)
out = keras.layers.Dense(1)(inp)
model = keras.models.Model(inp, out)
model.compile(optimizer="sgd", loss="mse")
sess = keras.backend.get_session()

for i in range(40):
    chunk = np.load("chunks/x_%03d.npy" % i).reshape(CHUNK, 1)
    sess.run(data.assign(chunk))
    model.train_on_batch(None, np.load("chunks/y_%03d.npy" % i).reshape(CHUNK, 1))
    print("i: {} {}".format(i, get_mem_usage()))
