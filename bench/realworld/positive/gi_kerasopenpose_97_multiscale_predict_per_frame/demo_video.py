import argparse
import time

import cv2

from config_reader import config_reader
from model.cmu_model import get_testing_model
from processing import extract_parts
from util import draw


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--video', required=True)
    parser.add_argument('--model', default='model/keras/model.h5')
    parser.add_argument('--output', default='out.avi')
    args = parser.parse_args()

    model = get_testing_model()
    model.load_weights(args.model)
    params, model_params = config_reader()

    cam = cv2.VideoCapture(args.video)
    fourcc = cv2.VideoWriter_fourcc(*'XVID')
    writer = None
    frame_no = 0
    while cam.isOpened():
        ok, frame = cam.read()
        if not ok:
            break
        tic = time.time()
        subset, candidate = extract_parts(frame, params, model, model_params)
        canvas = draw(frame, subset, candidate)
        if writer is None:
            writer = cv2.VideoWriter(args.output, fourcc, 10.0, (canvas.shape[1], canvas.shape[0]))
        writer.write(canvas)
        frame_no += 1
        print('frame %d processed in %.2fs' % (frame_no, time.time() - tic))
    cam.release()
    if writer is not None:
        writer.release()


if __name__ == '__main__':
    main()
