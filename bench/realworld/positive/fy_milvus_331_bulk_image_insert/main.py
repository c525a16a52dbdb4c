import uvicorn
from fastapi import FastAPI
from pydantic import BaseModel

from service import do_load, LOGGER

app = FastAPI()


class Item(BaseModel):
    Table: str = "faces"
    File: str


@app.post("/img/load")
async def load_images(item: Item):
    try:
        total = do_load(item.Table, item.File)
        LOGGER.info("loaded %d images into %s", total, item.Table)
        return {"status": True, "msg": "Successfully loaded data: %d" % total}
    except Exception as exc:
        LOGGER.error(exc)
        return {"status": False, "msg": str(exc)}


if __name__ == "__main__":
    uvicorn.run(app=app, host="0.0.0.0", port=5000)
