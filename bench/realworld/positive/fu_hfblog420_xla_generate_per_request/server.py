from fastapi import FastAPI
from pydantic import BaseModel

from generation import TextCompleter

app = FastAPI()
completer = TextCompleter("gpt2")


class CompletionRequest(BaseModel):
    prompts: list[str]
    max_new_tokens: int = 32
    num_beams: int = 1


@app.get("/healthz")
def healthz():
    return {"status": "ok"}


@app.post("/complete")
def complete(req: CompletionRequest):
    texts = completer.complete(req.prompts, max_new_tokens=req.max_new_tokens,
                               num_beams=req.num_beams)
    return {"completions": texts}
