# source: https://github.com/sachinkmohan/scripts_sacmon/blob/65ab6368cfa78ce8026fd25384ccce41529aaadb/inference_samples.py
# note: benchmark loop as pasted from the script: the TF-TRT graph, the session and all tensor handles are created before the loop; the loop only feeds the same placeholder and runs the session, so no op is added per iteration. No imports: tf_sess, tf_input, tf_scores... come from the graph-loading part of the script.
num_samples = 50
feed = {tf_input: image_resized[None, ...]}

scores, boxes, classes, num_detections = tf_sess.run(
    [tf_scores, tf_boxes, tf_classes, tf_num_detections], feed_dict=feed)

t0 = time.time()
for i in range(num_samples):
    scores, boxes, classes, num_detections = tf_sess.run(
        [tf_scores, tf_boxes, tf_classes, tf_num_detections], feed_dict=feed)
t1 = time.time()
print('Average runtime: %f seconds' % (float(t1 - t0) / num_samples))
print('detections in last run:', int(num_detections[0]))
