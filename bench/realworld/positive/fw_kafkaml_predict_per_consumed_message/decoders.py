import numpy as np


class RawDecoder:
    def __init__(self, configuration):
        self.dtype = configuration.get("data_type", "float32")
        self.shape = tuple(configuration.get("data_reshape", "").split()) or None

    def decode(self, value):
        arr = np.frombuffer(value, dtype=self.dtype)
        if self.shape:
            arr = arr.reshape([int(s) for s in self.shape])
        return np.expand_dims(arr, axis=0)


class JsonDecoder:
    def __init__(self, configuration):
        self.keys = configuration.get("keys")

    def decode(self, value):
        import json
        data = json.loads(value)
        row = [data[k] for k in self.keys] if self.keys else list(data.values())
        return np.asarray([row], dtype="float32")


class DecoderFactory:
    @staticmethod
    def get_decoder(input_format, configuration):
        if input_format == "RAW":
            return RawDecoder(configuration)
        if input_format == "JSON":
            return JsonDecoder(configuration)
        raise ValueError("Unknown input format {}".format(input_format))
