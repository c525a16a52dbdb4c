import csv
import datetime
import re

import gpt_2_simple as gpt2

IN_FILE, OUT_FILE = "prompts.txt", "generated.csv"

if __name__ == "__main__":
    sess = gpt2.start_tf_sess()
    gpt2.load_gpt2(sess, run_name="run1")
    with open(IN_FILE) as f:
        line_list = [line.strip() for line in f if line.strip()]
    with open(OUT_FILE, "a+", newline="\n") as out:
        writer = csv.writer(out, delimiter=",", quotechar='"')
        for count, line in enumerate(line_list):
            print(str(datetime.datetime.now()) + "," + str(count))
            prefix = re.sub("[^0-9a-zA-Z]+", " ", line).strip()
            texts = gpt2.generate(sess, run_name="run1", return_as_list=True, temperature=1.0,
                                  nsamples=2, batch_size=2, length=200, prefix=prefix)
            for text in texts:
                writer.writerow([line, text])
