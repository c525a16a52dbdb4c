# source: https://github.com/tensorflow/tensorflow/issues/24906
# symptom: the defun docs example creates a tf.Variable inside the compiled function; the function keeps no reference and TensorFlow errors ("Called a function referencing variables which have been deleted" / "tf.function only supports singleton tf.Variables")
# expect: TFM002 8
# expect: TFM014 8
# note: user snippet, tf comes from an earlier cell; the counter variable is built in the body of the tf.function with no `is None` guard and the function is called for every request in the loop
@tf.function
def count_request(payload):
    counter = tf.Variable(0.0)
    counter.assign_add(tf.cast(tf.size(payload), tf.float32))
    return counter.read_value()


totals = []
for payload in incoming_payloads():
    totals.append(float(count_request(payload)))
print(sum(totals))
