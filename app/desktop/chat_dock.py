"""The chat dock: a prompt to the design agent; its answer streams in, tool calls show as steps,
each screen lands on the canvas as soon as the agent has made it (where the engine placed it),
changed screens are repainted, a changed theme shows in the theme dock, and Stop ends the stream
(what arrived so far stays on the canvas)."""

from __future__ import annotations

import asyncio
import contextlib
import uuid

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLineEdit, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from app.contract import ChatRequest, TextPart, UIMessage
from app.contract.chat import FinishEvent, TextEvent, ToolCallEvent, ToolResultEvent
from app.desktop.async_tasks import TaskSet
from app.desktop.studio import Studio
from app.desktop.wording import describe


def step_words(event: ToolCallEvent | ToolResultEvent) -> str | None:
    """A tool call or result as a step the user reads."""
    if isinstance(event, ToolCallEvent):
        if event.tool_name == "planScreens":
            screens = event.args.get("screens") or []
            return f"Planning {len(screens)} screen{'s' if len(screens) != 1 else ''}"
        if event.tool_name == "createScreen":
            return f"Creating {event.args.get('name') or event.args.get('label') or 'a screen'}"
        if event.tool_name == "updateScreen":
            return "Updating a screen"
        if event.tool_name == "updateTheme":
            return "Updating the theme"
        return f"Running {event.tool_name}"
    if event.tool_name == "createScreen":
        return f"Created {event.result.get('label') or 'a screen'}"
    return None


class ChatDock(QDockWidget):
    frame_arrived = Signal(str)  # a frame the agent made or changed is on the canvas (its id)
    theme_arrived = Signal(str)  # the theme the agent made or changed is in the theme dock (its id)

    def __init__(self, studio: Studio, tasks: TaskSet) -> None:
        super().__init__("Chat")
        self.setObjectName("chatDock")
        self.setAccessibleName("Chat with the design agent")
        self.studio = studio
        self.tasks = tasks
        self.chat_id = f"chat-{uuid.uuid4().hex}"
        self.history: list[UIMessage] = []
        self.stream: asyncio.Task | None = None
        self.steps: list[str] = []
        self.created: list[str] = []
        self.updated: list[str] = []
        self.themes: list[str] = []
        body = QWidget()
        self.setWidget(body)
        self.transcript = QTextBrowser()
        self.transcript.setObjectName("chatTranscript")
        self.transcript.setAccessibleName("Conversation")
        self.prompt = QLineEdit()
        self.prompt.setPlaceholderText("Describe an app or a change…")
        self.prompt.setAccessibleName("Message")
        self.prompt.returnPressed.connect(self.send)
        self.send_button = QPushButton("Send")
        self.send_button.setAccessibleName("Send message")
        self.send_button.clicked.connect(self.send)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setAccessibleName("Stop the answer")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        row = QHBoxLayout()
        row.addWidget(self.prompt, 1)
        row.addWidget(self.send_button)
        row.addWidget(self.stop_button)
        layout = QVBoxLayout(body)
        layout.addWidget(self.transcript, 1)
        layout.addLayout(row)

    def send(self) -> asyncio.Task | None:
        text = self.prompt.text().strip()
        if not text or (self.stream is not None and not self.stream.done()):
            return None
        self.prompt.clear()
        self.history.append(UIMessage(id=uuid.uuid4().hex, role="user", parts=[TextPart(type="text", text=text)]))
        self.transcript.append(f"<b>You:</b> {_escape(text)}")
        if self.studio.project.id is None:
            self.transcript.append("<i>Sent as soon as the project opens…</i>")
        self.stream = self.tasks.spawn(self._run())
        self.stop_button.setEnabled(True)
        self.send_button.setEnabled(False)
        return self.stream

    def stop(self) -> None:
        if self.stream is not None and not self.stream.done():
            self.stream.cancel()

    async def _project_open(self) -> None:
        """Wait until a project is open (the message typed meanwhile is not lost)."""
        if self.studio.project.id is not None:
            return
        opened = asyncio.get_running_loop().create_future()
        listener = self.studio.project.opened.connect(lambda: None if opened.done() else opened.set_result(None))
        try:
            await opened
        finally:
            self.studio.project.opened.disconnect(listener)

    async def _run(self) -> None:
        answer: list[str] = []
        try:
            await self._project_open()
        except asyncio.CancelledError:
            self.transcript.append("<i>Stopped.</i>")
            self.stop_button.setEnabled(False)
            self.send_button.setEnabled(True)
            raise
        project_id = self.studio.project.id
        assert project_id is not None  # waited for above
        request = ChatRequest(messages=self.history, project_id=project_id, id=self.chat_id, theme_id=None)
        try:
            events = self.studio.client.chat(request)
            async with contextlib.aclosing(events):
                async for event in events:
                    await self._show(event, answer)
        except asyncio.CancelledError:
            self.transcript.append("<i>Stopped.</i>")
            raise
        except Exception as failure:
            self.transcript.append(f"<span style='color:#b91c1c'>{_escape(describe(failure))}</span>")
        finally:
            if answer:
                self.history.append(
                    UIMessage(
                        id=uuid.uuid4().hex, role="assistant", parts=[TextPart(type="text", text="".join(answer))]
                    )
                )
            self.stop_button.setEnabled(False)
            self.send_button.setEnabled(True)

    async def _show(self, event, answer: list[str]) -> None:
        if isinstance(event, TextEvent):
            if not answer:
                self.transcript.append("<b>Framewright:</b> ")
            answer.append(event.text)
            self.transcript.insertPlainText(event.text)
        elif isinstance(event, (ToolCallEvent, ToolResultEvent)):
            words = step_words(event)
            if words:
                self.steps.append(words)
                self.transcript.append(f"<i>• {_escape(words)}</i>")
            if isinstance(event, ToolResultEvent):
                if event.tool_name in ("createScreen", "updateScreen"):
                    await self._take_frame(
                        str(event.result.get("frameId") or ""),
                        self.created if event.tool_name == "createScreen" else self.updated,
                    )
                elif event.tool_name == "updateTheme":
                    await self._take_theme(str(event.result.get("themeId") or ""))
        elif isinstance(event, FinishEvent) and event.finish_reason == "error":
            self.transcript.append("<span style='color:#b91c1c'>The agent stopped with an error.</span>")

    async def _take_frame(self, frame_id: str, into: list[str]) -> None:
        """A screen the agent made or changed: fetched from the service and put on the canvas where
        the engine placed it (a changed one is repainted)."""
        project_id = self.studio.project.id
        if not frame_id or project_id is None:
            return
        detail = await self.studio.client.get_project(project_id)
        frame = next((f for f in detail.frames if f.frame_id == frame_id), None)
        if frame is None:
            return
        if frame.theme_id and self.studio.themes.get(frame.theme_id) is None:
            await self._take_theme(frame.theme_id, announce=False)
        self.studio.cache.accept_frame(frame)
        self.studio.project.take_from_service(frame)
        into.append(frame_id)
        self.frame_arrived.emit(frame_id)

    async def _take_theme(self, theme_id: str, announce: bool = True) -> None:
        """The theme the agent saved: into the cache and the theme list (the theme dock shows it,
        frames using it are repainted)."""
        if not theme_id:
            return
        theme = await self.studio.client.get_theme(theme_id)
        if theme is None:
            return
        self.studio.cache.accept_themes([theme])
        self.studio.themes.put(theme, source="service")
        if announce:
            self.themes.append(theme_id)
            self.theme_arrived.emit(theme_id)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
