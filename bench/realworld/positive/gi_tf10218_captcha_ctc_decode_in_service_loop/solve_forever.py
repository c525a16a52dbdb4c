import time
from io import BytesIO

import numpy as np
import requests
from PIL import Image

from recognizer import CaptchaRecognizer, HEIGHT, WIDTH

CAPTCHA_URL = "http://localhost:8000/captcha"


def fetch_captcha(session):
    resp = session.get(CAPTCHA_URL, timeout=5)
    img = Image.open(BytesIO(resp.content)).convert("RGB").resize((WIDTH, HEIGHT))
    return np.asarray(img)


def main():
    recognizer = CaptchaRecognizer("weights/captcha_crnn.h5")
    http = requests.Session()
    start_time = time.time()
    n = 0
    while True:
        image = fetch_captcha(http)
        text = recognizer.decode(image)
        n += 1
        cost_time = time.time() - start_time
        print("%d %s cost time %.2f" % (n, text, cost_time))
        start_time = time.time()


if __name__ == "__main__":
    main()
