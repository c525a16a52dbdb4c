import http.server
import json
import socketserver

from decoder import PinyinTable, recognize
from features import features_from_wav_bytes
from speech_model import build_acoustic_model

HOST, PORT = "0.0.0.0", 20000

acoustic_model = build_acoustic_model()
acoustic_model.load_weights("model_speech/speech_model251.h5")
pinyin_table = PinyinTable("dict.txt")


class ASRHandler(http.server.BaseHTTPRequestHandler):
    def _reply(self, code, payload):
        body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        self.send_response(code)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        wav_bytes = self.rfile.read(length)
        try:
            features = features_from_wav_bytes(wav_bytes)
        except ValueError as err:
            self._reply(400, {"error": str(err)})
            return
        text = recognize(acoustic_model, features, pinyin_table)
        self._reply(200, {"result": text})


if __name__ == "__main__":
    with socketserver.TCPServer((HOST, PORT), ASRHandler) as httpd:
        print("ASR server listening on %s:%d" % (HOST, PORT))
        httpd.serve_forever()
