import time

import tensorflow as tf

from frames import get_content_frame, get_init_image, get_style_images, write_video_output
from options import parse_args
from stylize import stylize


def render_video(args):
    for frame in range(args.start_frame, args.end_frame + 1):
        with tf.Graph().as_default():
            print("---- RENDERING VIDEO FRAME: %d/%d ----" % (frame, args.end_frame))
            content_frame = get_content_frame(args, frame)
            style_imgs = get_style_images(args, content_frame)
            first = frame == args.start_frame
            init_img = get_init_image(args, args.first_frame_type if first else args.init_frame_type,
                                      content_frame, style_imgs, frame)
            args.max_iterations = args.first_frame_iterations if first else args.frame_iterations
            tick = time.time()
            output = stylize(args, content_frame, style_imgs, init_img, frame)
            write_video_output(args, frame, output)
            print("Frame %d elapsed time: %.1fs" % (frame, time.time() - tick))


if __name__ == "__main__":
    render_video(parse_args())
