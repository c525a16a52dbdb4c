# source: https://github.com/JiahuiYu/generative_inpainting/issues/194
# note: the approach worked out in the thread: build the generator graph once on a placeholder of shape (1, None, None, 3) with dynamic resizing, restore the weights once, then feed each image of any resolution through sess.run; no ops are created inside the per-image loop
