import os

import discord
from discord.ext import commands

from model import get_class

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

IMAGES_DIR = "images"
MODEL_PATH = "keras_model.h5"
LABELS_PATH = "labels.txt"


@bot.event
async def on_ready():
    print(f"Logged in as {bot.user}")


@bot.command()
async def ping(ctx):
    await ctx.send("pong")


@bot.command()
async def check(ctx):
    if not ctx.message.attachments:
        await ctx.send("You forgot to attach a picture")
        return
    os.makedirs(IMAGES_DIR, exist_ok=True)
    for attachment in ctx.message.attachments:
        path = os.path.join(IMAGES_DIR, attachment.filename)
        await attachment.save(path)
        answer = get_class(image_path=path, model_path=MODEL_PATH, labels_path=LABELS_PATH)
        await ctx.send(answer)


if __name__ == "__main__":
    bot.run(os.environ["DISCORD_TOKEN"])
