import glob
import sys

from speech_model import ModelSpeech

ms = ModelSpeech("model_speech/speech_model251_e_0_step_625000.h5")

with open("transcripts.txt", "w") as out:
    for wav_path in sorted(glob.glob(sys.argv[1] + "/*.wav")):
        pinyin_ids = ms.recognize(wav_path)
        out.write(wav_path + "\t" + " ".join(map(str, pinyin_ids)) + "\n")
