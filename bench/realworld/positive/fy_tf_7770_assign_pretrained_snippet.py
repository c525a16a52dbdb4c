# source: https://github.com/tensorflow/tensorflow/issues/7770
# symptom: "ValueError: GraphDef cannot be larger than 2GB" when saving after warm-starting variables from a pretrained model
# expect: TFM010 22
# note: pasted as in the issue, imports and the model definition live in earlier cells; embeddings are 400000 x 1024

L_enc = tf.get_variable("L_enc", [400000, 1024])
L_dec = tf.get_variable("L_dec", [400000, 1024])
logits = build_seq2seq(L_enc, L_dec, src_ids, tgt_ids)   # defined above
saver = tf.train.Saver()

pretrained = np.load("old_model_weights.npz")
renames = {"encoder/embedding": "L_enc", "decoder/embedding": "L_dec"}

sess = tf.Session()
sess.run(tf.global_variables_initializer())

copied = 0
for var in tf.global_variables():
    name = var.op.name
    key = {v: k for k, v in renames.items()}.get(name, name)
    if key in pretrained.files:
        sess.run(var.assign(pretrained[key]))
        copied += 1
print("copied %d tensors from the old checkpoint" % copied)

save_path = saver.save(sess, "./model.ckpt")
print("saved to", save_path)
