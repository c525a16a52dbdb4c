# source: https://github.com/uber-research/sbnet/issues/7
# symptom: every step of the loop is slower than the last: each iteration turns a fresh random mask into a tf.constant and calls reduce_mask on it, so the graph grows by new nodes per step
# expect: TFM010 15
# note: snippet from the main script, without its imports (sbnet_module, calc_block_params, generate_random_mask and Timer are defined in the notebook)
batch_size = 50
block_params_conv1 = calc_block_params([batch_size, 28, 28, 1], [1, 5, 5, 1], [5, 5, 1, 1], [1, 1, 1, 1], padding="VALID")
t_check = Timer()

print("Starting 1st session...")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(2000):
        t_check.tic()
        mask_conv1 = generate_random_mask([batch_size, 28, 28, 1], 0.90)
        a_conv1 = tf.constant(mask_conv1, dtype=tf.float32)
        b_conv1 = sbnet_module.reduce_mask(
            a_conv1,
            tf.constant(block_params_conv1.bcount, dtype=tf.int32),
            bsize=block_params_conv1.bsize,
            boffset=block_params_conv1.boffset,
            bstride=block_params_conv1.bstrides,
            tol=0.0,
            avgpool=True,
        )
        ind_val_conv1, bin_val_conv1 = sess.run([b_conv1.active_block_indices, b_conv1.bin_counts])
        if i % 100 == 0:
            print("step %d  = %f sec" % (i, t_check.toc()))
