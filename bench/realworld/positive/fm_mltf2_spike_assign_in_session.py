# source: https://github.com/chrismattmann/MLwithTensorFlow2ed/blob/HEAD/TFv2/ch02/Listing%202.09.ipynb
# symptom: the spike detector gets slower the longer the sensor stream runs; the default graph gains a new assign op for every reading
# expect: TFM010 15
# expect: TFM010 18
# note: pasted notebook cell without imports, adapted to a stream of sensor readings: in TF1 graph mode (InteractiveSession) the book's listing builds tf.compat.v1.assign(...) anew inside the loop and runs it with .eval()
tf.compat.v1.disable_eager_execution()
sess = tf.compat.v1.InteractiveSession()

readings = [1.0, 2.0, 8.0, -1.0, 0.0, 5.5, 6.0, 13.0] * 5000
alarm = tf.compat.v1.Variable(False, name="spike_alarm")
alarm.initializer.run()

for t in range(1, len(readings)):
    if readings[t] - readings[t - 1] > 5:
        raise_alarm = tf.compat.v1.assign(alarm, True)
        raise_alarm.eval()
    else:
        tf.compat.v1.assign(alarm, False).eval()
    if t % 1000 == 0:
        print(t, "spike" if alarm.eval() else "calm")

sess.close()
