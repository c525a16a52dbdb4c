import pyautogui


def apply_keys(left, right):
    (pyautogui.keyDown if left else pyautogui.keyUp)("a")
    (pyautogui.keyDown if right else pyautogui.keyUp)("d")
