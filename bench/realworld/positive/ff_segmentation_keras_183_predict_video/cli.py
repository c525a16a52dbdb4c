import argparse

from keras_segmentation.video import predict_video


def main():
    parser = argparse.ArgumentParser(description="Segment a video file or the webcam stream")
    parser.add_argument("--checkpoints_path", required=True)
    parser.add_argument("--input", default=None, help="video file; the webcam when omitted")
    parser.add_argument("--output_file", default=None)
    parser.add_argument("--display", action="store_true")
    parser.add_argument("--no_overlay", action="store_true")
    args = parser.parse_args()
    predict_video(inp=args.input, output=args.output_file, checkpoints_path=args.checkpoints_path,
                  display=args.display, overlay_img=not args.no_overlay)


if __name__ == "__main__":
    main()
