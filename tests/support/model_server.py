"""A scripted model server that speaks the OpenAI chat-completions protocol (streamed).

The hosted model is outside this machine, so tests talk to this instead: a real HTTP server on a
loopback port that answers `POST /v1/chat/completions` with `stream: true` exactly as the real
API does (`chat.completion.chunk` objects as server-sent events, tool calls in deltas split
across chunks, `data: [DONE]`), one scripted turn per request, and records what it was sent.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route


@dataclass
class Turn:
    """One reply: text pieces, then tool calls (each one's arguments cut into pieces)."""

    text: tuple[str, ...] = ()
    calls: tuple[tuple[str, str], ...] = ()  # (tool name, arguments JSON)
    finish_reason: str | None = None  # default: tool_calls when there are calls, else stop
    delay: float = 0.0  # seconds between chunks
    status: int = 200  # anything else: an error body instead of a stream
    piece: int = 17  # characters of arguments per delta


def text_turn(*pieces: str, **options) -> Turn:
    return Turn(text=pieces, **options)


def tool_turn(*calls: tuple[str, dict | str], text: tuple[str, ...] = (), **options) -> Turn:
    return Turn(
        text=text,
        calls=tuple((name, args if isinstance(args, str) else json.dumps(args)) for name, args in calls),
        **options,
    )


@dataclass
class ScriptedModel:
    turns: list[Turn]
    requests: list[dict] = field(default_factory=list)
    streams_finished: int = 0  # streams whose last chunk was written
    base_url: str = ""
    _server: uvicorn.Server | None = field(default=None, repr=False)
    _thread: threading.Thread | None = field(default=None, repr=False)

    def chunk(self, delta: dict, finish_reason: str | None = None) -> str:
        body = {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion.chunk",
            "created": int(time.time()),
            "model": "scripted",
            "system_fingerprint": "fp_scripted",
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}],
        }
        return f"data: {json.dumps(body)}\n\n"

    def chunks(self, turn: Turn):
        yield self.chunk({"role": "assistant", "content": ""})
        for piece in turn.text:
            yield self.chunk({"content": piece})
        for index, (name, arguments) in enumerate(turn.calls):
            yield self.chunk(
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "id": f"call_{len(self.requests)}_{index}",
                            "type": "function",
                            "function": {"name": name, "arguments": ""},
                        }
                    ]
                }
            )
            for start in range(0, len(arguments), turn.piece):
                yield self.chunk(
                    {"tool_calls": [{"index": index, "function": {"arguments": arguments[start : start + turn.piece]}}]}
                )
        yield self.chunk({}, turn.finish_reason or ("tool_calls" if turn.calls else "stop"))
        yield "data: [DONE]\n\n"

    async def completions(self, request: Request):
        if request.headers.get("authorization") != "Bearer sk-test":
            return JSONResponse(
                {
                    "error": {
                        "message": "Incorrect API key provided",
                        "type": "invalid_request_error",
                        "code": "invalid_api_key",
                    }
                },
                status_code=401,
            )
        body = await request.json()
        self.requests.append(body)
        if not self.turns:
            return JSONResponse(
                {"error": {"message": "the script has no more turns", "type": "server_error"}}, status_code=500
            )
        turn = self.turns.pop(0)
        if turn.status != 200:
            return JSONResponse(
                {"error": {"message": f"scripted failure {turn.status}", "type": "server_error"}},
                status_code=turn.status,
            )
        assert body.get("stream") is True

        async def stream():
            import anyio

            for line in self.chunks(turn):
                if turn.delay:
                    await anyio.sleep(turn.delay)
                yield line
            self.streams_finished += 1

        return StreamingResponse(stream(), media_type="text/event-stream")

    def start(self) -> ScriptedModel:
        app = Starlette(routes=[Route("/v1/chat/completions", self.completions, methods=["POST"])])
        self._server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", access_log=False, lifespan="off")
        )
        self._thread = threading.Thread(target=self._server.run, name="model", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("the scripted model server did not start")
            time.sleep(0.01)
        port = self._server.servers[0].sockets[0].getsockname()[1]
        self.base_url = f"http://127.0.0.1:{port}/v1"
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
            self._thread.join(timeout=10)
