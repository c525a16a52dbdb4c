import os
import shutil
import time

from recognition.identify import identify_people

INBOX = "inbox"
DONE = "processed"

while True:
    pending = sorted(os.path.join(INBOX, f) for f in os.listdir(INBOX) if f.endswith(".png"))
    if not pending:
        time.sleep(1.0)
        continue
    for path, (name, prob) in zip(pending, identify_people(pending)):
        print(f"{os.path.basename(path)} -> {name} ({prob:.2f})")
        shutil.move(path, os.path.join(DONE, os.path.basename(path)))
