import logging
import os

from telegram.ext import Filters, MessageHandler, Updater

import neural_network as nn

logging.basicConfig(level=logging.INFO,
                    format="%(asctime)s %(name)s %(levelname)s %(message)s")
log = logging.getLogger("classifier-bot")

DOWNLOAD_DIR = os.environ.get("BOT_DOWNLOAD_DIR", "/tmp/bot_images")
os.makedirs(DOWNLOAD_DIR, exist_ok=True)

net = nn.NeuralNetwork()


def format_reply(preds):
    lines = ["*Ecco cosa vedo:*"]
    for label, prob in preds:
        lines.append("- {} ({:.1f}%)".format(label, prob * 100))
    return "\n".join(lines)


def classify_image(bot, update):
    photo = update.message.photo[-1]
    image_file = bot.getFile(photo.file_id)
    local_path = os.path.join(DOWNLOAD_DIR, "{}.jpg".format(photo.file_unique_id))
    image_file.download(local_path)
    log.info("classifying %s from chat %s", local_path, update.message.chat_id)
    preds = net.get_predictions(local_path)
    update.message.reply_markdown(format_reply(preds))
    os.remove(local_path)


def main():
    token = os.environ["TELEGRAM_TOKEN"]
    updater = Updater(token)
    dp = updater.dispatcher
    dp.add_handler(MessageHandler(Filters.photo, classify_image))
    updater.start_polling()
    updater.idle()


if __name__ == "__main__":
    main()
