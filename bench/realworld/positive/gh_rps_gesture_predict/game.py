import random
import time

import cv2

from vision import GestureReader

BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}


def winner(user, computer):
    if user == computer:
        return "draw"
    return "user" if BEATS[user] == computer else "computer"


def play_round(capture, reader, countdown=3.0):
    deadline = time.time() + countdown
    choice, confidence = "nothing", 0.0
    while time.time() < deadline:
        ok, frame = capture.read()
        if not ok:
            break
        choice, confidence = reader.read_gesture(frame)
        cv2.putText(frame, f"{choice} ({confidence:.2f})", (10, 40),
                    cv2.FONT_HERSHEY_SIMPLEX, 1, (255, 255, 255), 2)
        cv2.imshow("rock paper scissors", frame)
        if cv2.waitKey(1) & 0xFF == ord("q"):
            raise KeyboardInterrupt
    return choice


def main(rounds_to_win=3):
    capture = cv2.VideoCapture(0)
    reader = GestureReader()
    score = {"user": 0, "computer": 0}
    try:
        while max(score.values()) < rounds_to_win:
            user = play_round(capture, reader)
            if user == "nothing":
                print("no gesture detected, try again")
                continue
            computer = random.choice(list(BEATS))
            result = winner(user, computer)
            if result != "draw":
                score[result] += 1
            print(f"you: {user}, computer: {computer} -> {result} {score}")
    except KeyboardInterrupt:
        pass
    finally:
        capture.release()
        cv2.destroyAllWindows()


if __name__ == "__main__":
    main()
