import numpy as np

from color_utils import color_to_gray, convert_color, tile_image


def generate_samples(images, sess, summary_writer, samplers, feeds, summaries, args,
                     reconstruct=False, step_id=0):
    gray = color_to_gray(convert_color(images, colorspace=args.color, normalized_out=True),
                         colorspace=args.color)
    feed = {feeds["x_gray"]: gray}
    if reconstruct:
        feed[feeds["x_canvas"]] = convert_color(images, colorspace=args.color, normalized_out=True)
        x_gen = np.concatenate(sess.run(samplers, feed), axis=0)
    else:
        x_gen = np.zeros_like(images, dtype=np.float32)
        for yi in range(x_gen.shape[1]):
            for xi in range(x_gen.shape[2]):
                feed[feeds["x_canvas"]] = x_gen
                new = np.concatenate(sess.run(samplers, feed), axis=0)
                x_gen[:, yi, xi, :] = new[:, yi, xi, :]
    x_gen = convert_color(x_gen, colorspace=args.color, normalized_in=True, reverse=True)
    op = summaries["rec"] if reconstruct else summaries["gen"]
    summary_str = sess.run(op, feed_dict={summaries["imgs"]: tile_image(x_gen)})
    summary_writer.add_summary(summary_str, step_id)
    return x_gen
