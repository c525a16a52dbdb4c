import os
import shutil

import telebot

from recognition import image_recognition
from style_ai import StyleTransfer

bot = telebot.TeleBot(os.environ["BOT_TOKEN"])
WORK_DIR = "neuro"
state = {"mode": 0, "style_files": []}


@bot.message_handler(commands=["start", "menu"])
def menu(message):
    markup = telebot.types.ReplyKeyboardMarkup(resize_keyboard=True)
    markup.add("Style transfer", "What is on the photo?")
    bot.send_message(message.chat.id, "Choose a mode", reply_markup=markup)


@bot.message_handler(content_types=["text"])
def choose_mode(message):
    if message.text == "Style transfer":
        state["mode"] = 1
        state["style_files"] = []
        bot.send_message(message.chat.id, "Send two .jpg files as documents")
    elif message.text == "What is on the photo?":
        state["mode"] = 2
        bot.send_message(message.chat.id, "Send one 224x224 .jpg as a document")


def save_document(message, folder):
    os.makedirs(folder, exist_ok=True)
    info = bot.get_file(message.document.file_id)
    data = bot.download_file(info.file_path)
    path = os.path.join(folder, message.document.file_name)
    with open(path, "wb") as fh:
        fh.write(data)
    return path


@bot.message_handler(content_types=["document"])
def handle_docs(message):
    try:
        if state["mode"] == 1:
            state["style_files"].append(save_document(message, os.path.join(WORK_DIR, "style")))
            if len(state["style_files"]) == 2:
                bot.reply_to(message, "Working on it...")
                result = StyleTransfer(*state["style_files"]).run(iterations=100)
                with open(result, "rb") as fh:
                    bot.send_photo(message.chat.id, fh)
                shutil.rmtree(os.path.join(WORK_DIR, "style"), ignore_errors=True)
                state["style_files"] = []
        elif state["mode"] == 2:
            path = save_document(message, os.path.join(WORK_DIR, "recog"))
            bot.send_message(message.chat.id, image_recognition(path))
            shutil.rmtree(os.path.join(WORK_DIR, "recog"), ignore_errors=True)
    except Exception as exc:
        bot.reply_to(message, str(exc))


if __name__ == "__main__":
    bot.polling(none_stop=True)
