import logging

from fastapi import FastAPI
from pydantic import BaseModel

from generation import TextCompleter

log = logging.getLogger("completer")
app = FastAPI()
completer = TextCompleter("gpt2")
completer.warmup()


class CompletionRequest(BaseModel):
    prompts: list[str]
    max_new_tokens: int = 32


@app.get("/healthz")
def healthz():
    return {"status": "ok"}


@app.post("/complete")
def complete(req: CompletionRequest):
    log.info("completing %d prompts", len(req.prompts))
    return {"completions": completer.complete(req.prompts, max_new_tokens=req.max_new_tokens)}
