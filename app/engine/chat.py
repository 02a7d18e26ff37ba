"""A chat with the design agent: the agent's steps become stored frames and themes, and events.

`ChatRun.events()` is a plain generator the route drives one event at a time from a worker
thread. Every frame is written in its own transaction as soon as it is composed, so a client
that goes away leaves what was made so far intact; closing the generator stops the agent there.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections import Counter
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.agent.failures import AgentFailed
from app.agent.specs import FrameState, ProjectState
from app.agent.steps import CreateScreenStep, TextStep, ToolCallStep, ToolResultStep, UpdateScreenStep, UpdateThemeStep
from app.contract.chat import ChatRequest, FinishEvent, StartEvent, TextEvent
from app.contract.frames import SaveFrame
from app.contract.limits import FRAME_SIZE, MAX_NAME_LENGTH
from app.contract.themes import DEFAULT_VARIANT, CreateTheme, UpdateTheme
from app.engine import frames, themes

if TYPE_CHECKING:
    from app.contract.chat import ChatEvent
    from app.engine.service import Service

log = logging.getLogger("framewright.chat")

FRAME_GAP = 80  # px between frames in a row on the canvas
_VARIABLE_NAME = re.compile(r"^--[A-Za-z0-9_-]{1,100}$")
_VARIABLE_VALUE = re.compile(r"^[^;{}<>]{0,2000}$")


class ChatRefused(LookupError):
    """The request names something the caller does not have (the route answers 404)."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


@dataclass
class Canvas:
    """Where the next new frame goes: to the right of everything on the project's canvas."""

    left: float
    top: float

    @classmethod
    def after(cls, existing) -> Canvas:
        if not existing:
            return cls(0, 0)
        return cls(max(f.left + FRAME_SIZE[0] for f in existing) + FRAME_GAP, min(f.top for f in existing))

    def place(self) -> tuple[float, float]:
        spot = (self.left, self.top)
        self.left += FRAME_SIZE[0] + FRAME_GAP
        return spot


@dataclass
class ChatRun:
    service: Service
    account_id: str
    request: ChatRequest
    project: ProjectState
    theme_id: str | None
    canvas: Canvas
    labels: dict[str, tuple[str, float, float]] = field(default_factory=dict)  # frameId -> label, left, top

    @classmethod
    def open(cls, service, account_id: str, request: ChatRequest) -> ChatRun:
        """Check the project and theme belong to the caller, and read the project as it stands."""
        with service.db.connect() as conn:
            detail = frames.project_detail(conn, account_id, request.project_id)
            if detail is None:
                raise ChatRefused("project")
            theme_id = request.theme_id
            if theme_id is not None and themes.get_theme(conn, account_id, theme_id) is None:
                raise ChatRefused("theme")
            if theme_id is None:  # the theme most of the project's frames use, if it still exists
                for candidate, _ in Counter(f.theme_id for f in detail.frames if f.theme_id).most_common():
                    if themes.get_theme(conn, account_id, candidate) is not None:
                        theme_id = candidate
                        break
            theme = themes.get_theme(conn, account_id, theme_id) if theme_id else None
        variables = (
            dict(theme.variants.get(DEFAULT_VARIANT) or next(iter(theme.variants.values()), {})) if theme else {}
        )
        state = ProjectState(
            frames=tuple(FrameState(f.frame_id, f.label, f.html) for f in detail.frames), theme_variables=variables
        )
        run = cls(service, account_id, request, state, theme_id, Canvas.after(detail.frames))
        run.labels = {f.frame_id: (f.label, f.left, f.top) for f in detail.frames}
        return run

    def events(self) -> Generator[ChatEvent, None, None]:
        """The chat's events, from `start` to `finish`; the work is saved as it goes. `start` comes
        before the agent does anything, so a client hears from the chat at once, even while the
        local agent's dictionaries are still loading on an engine that has just opened."""
        yield StartEvent(message_id=str(uuid.uuid4()))
        agent = self.service.agent()
        steps = agent.run(self.request.messages, self.project, self.project.theme_variables or None)
        reply = None
        try:
            while True:
                try:
                    step = steps.send(reply)
                except StopIteration as done:
                    yield FinishEvent(finish_reason=done.value if done.value in ("stop", "length") else "stop")
                    return
                reply = None
                if isinstance(step, (TextStep, ToolCallStep, ToolResultStep)):
                    yield step.event()
                elif isinstance(step, CreateScreenStep):
                    yield step.call_event()
                    reply = self._create(step)
                    yield step.result_event(reply)
                elif isinstance(step, UpdateScreenStep):
                    yield step.call_event()
                    self._update(step)
                    yield step.result_event()
                elif isinstance(step, UpdateThemeStep):
                    yield step.call_event()
                    reply = self._theme(step)
                    yield step.result_event(reply)
        except AgentFailed as failed:
            yield TextEvent(text=f"The agent stopped: {failed}. The screens made so far are saved.")
            yield FinishEvent(finish_reason="error")
        except Exception:
            log.exception("chat %s failed", self.request.id)
            yield TextEvent(text="The agent stopped on an internal error. The screens made so far are saved.")
            yield FinishEvent(finish_reason="error")
        finally:
            steps.close()

    def _create(self, step: CreateScreenStep) -> str:
        frame_id = str(uuid.uuid4())
        left, top = self.canvas.place()
        label = step.label[:MAX_NAME_LENGTH]
        self._save(
            SaveFrame(
                frame_id=frame_id,
                html=step.html,
                project_id=self.request.project_id,
                label=label,
                left=left,
                top=top,
                theme_id=self.theme_id,
            )
        )
        self.labels[frame_id] = (label, left, top)
        return frame_id

    def _update(self, step: UpdateScreenStep) -> None:
        label, left, top = self.labels.get(step.frame_id, (step.label, *self.canvas.place()))
        self._save(
            SaveFrame(
                frame_id=step.frame_id,
                html=step.html,
                project_id=self.request.project_id,
                label=label,
                left=left,
                top=top,
                theme_id=self.theme_id,
            )
        )
        self.labels[step.frame_id] = (label, left, top)

    def _save(self, frame: SaveFrame) -> None:
        with self.service.db.begin() as conn:
            frames.save_frame(conn, self.account_id, frame, self.service.now())

    def _theme(self, step: UpdateThemeStep) -> str:
        variables = {k: v for k, v in step.variables.items() if _VARIABLE_NAME.match(k) and _VARIABLE_VALUE.match(v)}
        name = step.name[:MAX_NAME_LENGTH] or None
        with self.service.db.begin() as conn:
            if self.theme_id is not None and themes.get_theme(conn, self.account_id, self.theme_id) is not None:
                themes.update_theme(
                    conn,
                    self.account_id,
                    UpdateTheme(id=self.theme_id, variables=variables, variant_name=DEFAULT_VARIANT),
                    self.service.now(),
                )
            else:
                self.theme_id = themes.create_theme(
                    conn, self.account_id, CreateTheme(name=name, variables=variables), self.service.now()
                ).id
        return self.theme_id
