"""The OpenAPI document as the engine answers: what FastAPI generates, finished where it cannot know the engine.

- Every /api/v1 operation takes a bearer credential (an API key, or an OAuth access token where the operation
  says so): the document says so, so generated clients send it and the docs page can.
- FastAPI lists 422 with its own validation body on every operation with input; the engine answers invalid input
  with 400 and the spec's error body, and 422 only where an Idempotency-Key is reused (declared by the route).
- The chat's event stream: each server-sent event's `data` is one JSON chat event, described in the components.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from fastapi import FastAPI
from pydantic import TypeAdapter

from app.contract.chat import ChatEvent
from app.contract.limits import API_PREFIX

BEARER = "bearer"
SECURITY_SCHEME = {
    "type": "http",
    "scheme": "bearer",
    "description": "An API key (`Authorization: Bearer fw_...`); the operations the spec opens to signed-in apps "
    "also take an OAuth access token with the scope they need.",
}
COMPONENTS = "#/components/schemas/"
FRAMEWORK_VALIDATION = ("HTTPValidationError", "ValidationError")

# one server-sent event as a stream reader sees it: its data is one chat event as JSON
CHAT_STREAM_EVENT = {
    "type": "object",
    "required": ["data"],
    "properties": {
        "data": {
            "type": "string",
            "contentMediaType": "application/json",
            "contentSchema": {"$ref": COMPONENTS + "ChatEvent"},
            "description": "one chat event as JSON: start, text, tool-call, tool-result or finish",
        },
        "event": {"type": "string", "description": "always the default, `message`"},
        "id": {"type": "string"},
        "retry": {"type": "integer"},
    },
}


def chat_event_schemas() -> dict[str, Any]:
    """ChatEvent (a union told apart by `type`) and the five events, as components."""
    schema = TypeAdapter(cast(Any, ChatEvent)).json_schema(ref_template=COMPONENTS + "{model}", mode="serialization")
    defs = schema.pop("$defs", {})
    return {**defs, "ChatEvent": schema}


def finish(document: dict[str, Any]) -> dict[str, Any]:
    """The generated document, completed in place (see the module's note)."""
    components = document.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    components.setdefault("securitySchemes", {})[BEARER] = SECURITY_SCHEME
    for path, operations in document.get("paths", {}).items():
        for operation in operations.values():
            if path.startswith(API_PREFIX):
                operation["security"] = [{BEARER: []}]
            responses = operation.get("responses", {})
            framework_422 = responses.get("422", {}).get("content", {}).get("application/json", {}).get("schema", {})
            if framework_422.get("$ref") == COMPONENTS + "HTTPValidationError":
                del responses["422"]
    for name in FRAMEWORK_VALIDATION:
        schemas.pop(name, None)
    schemas.update(chat_event_schemas())
    return document


def install(app: FastAPI) -> None:
    """The app's `openapi()` serves the finished document (built once, like FastAPI's)."""
    generate: Callable[[], dict[str, Any]] = app.openapi

    def openapi() -> dict[str, Any]:
        fresh = app.openapi_schema is None
        document = generate()
        return finish(document) if fresh else document

    app.openapi = openapi  # type: ignore[method-assign]
