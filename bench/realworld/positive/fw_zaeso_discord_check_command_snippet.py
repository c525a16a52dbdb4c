# source: https://github.com/zaeso/bot_ai/blob/HEAD/AI_BOT/main.py
# source: https://github.com/zaeso/bot_ai/blob/HEAD/AI_BOT/model.py
# symptom: repository code (no issue text): the Discord bot answers $check by reloading keras_model.h5 and running predict() for every attached picture
# expect: TFM009 11
# expect: TFM008 18
# note: pasted without imports, as shared in chat: bot is a discord.ext.commands.Bot, load_model/Image/ImageOps/np come from keras, PIL and numpy


def get_class(model, labels, image):
    np.set_printoptions(suppress=True)
    model = load_model(model, compile=False)
    class_names = open(labels, "r").readlines()
    data = np.ndarray(shape=(1, 224, 224, 3), dtype=np.float32)
    image = Image.open(image).convert("RGB")
    image = ImageOps.fit(image, (224, 224), Image.Resampling.LANCZOS)
    image_array = np.asarray(image)
    data[0] = (image_array.astype(np.float32) / 127.5) - 1
    prediction = model.predict(data)
    index = np.argmax(prediction)
    class_name = class_names[index]
    confidence_score = prediction[0][index]
    return f"{class_name[2:].strip()} ({confidence_score:.2%})"


@bot.command()
async def check(ctx):
    if ctx.message.attachments:
        for attachment in ctx.message.attachments:
            file_name = attachment.filename
            await attachment.save(f"images/{file_name}")
            result = get_class(model="keras_model.h5", labels="labels.txt", image=f"images/{file_name}")
            await ctx.send(result)
    else:
        await ctx.send("Attach an image first")
