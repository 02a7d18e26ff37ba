"""The export dialog: a frame as Flutter, React Native, SwiftUI or Compose code (highlighted,
copy or save), or as design-tool layers on the clipboard. Costs are shown before each action."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QColor, QFont, QGuiApplication, QSyntaxHighlighter, QTextCharFormat
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.contract import DesignToolExportRequest, ExportCodeRequest, ExportCodeResult, Frame
from app.contract.limits import CREDIT_COSTS, Endpoint
from app.desktop.async_tasks import TaskSet
from app.desktop.clipboard import copy_html
from app.desktop.models import themed_html
from app.desktop.studio import Studio
from app.desktop.wording import describe

FRAMEWORKS = (
    ("flutter", "Flutter"),
    ("react_native", "React Native"),
    ("swiftui", "SwiftUI"),
    ("jetpack_compose", "Jetpack Compose"),
)
KEYWORDS = (
    "class struct func fun val var let const import return if else for while new final "
    "override private public static extends implements export default function some "
    "override Widget View Text Column Row"
).split()


class CodeHighlighter(QSyntaxHighlighter):
    """Keywords, strings, numbers and comments, the same for all four languages."""

    def __init__(self, document) -> None:
        super().__init__(document)

        def style(colour: str, bold: bool = False) -> QTextCharFormat:
            text_format = QTextCharFormat()
            text_format.setForeground(QColor(colour))
            if bold:
                text_format.setFontWeight(QFont.Weight.Bold)
            return text_format

        self.rules = [
            (QRegularExpression(r"\b(" + "|".join(map(re.escape, KEYWORDS)) + r")\b"), style("#7c3aed", True)),
            (QRegularExpression(r"\b\d+(\.\d+)?\b"), style("#b45309")),
            (QRegularExpression(r"\"[^\"\\n]*\"|'[^'\\n]*'"), style("#047857")),
            (QRegularExpression(r"//[^\n]*"), style("#6b7280")),
        ]

    def highlightBlock(self, text: str) -> None:  # noqa: N802
        for pattern, text_format in self.rules:
            matches = pattern.globalMatch(text)
            while matches.hasNext():
                match = matches.next()
                self.setFormat(match.capturedStart(), match.capturedLength(), text_format)


class ExportDialog(QDialog):
    def __init__(self, studio: Studio, frame: Frame, tasks: TaskSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportDialog")
        self.setAccessibleName("Export")
        self.setWindowTitle(f"Export {frame.label}")
        self.resize(760, 620)
        self.studio = studio
        self.frame = frame
        self.tasks = tasks
        self.exported: ExportCodeResult | None = None
        self.framework = QComboBox()
        self.framework.setAccessibleName("Framework")
        for value, words in FRAMEWORKS:
            self.framework.addItem(words, value)
        self.export_button = QPushButton(f"Export ({CREDIT_COSTS[Endpoint.EXPORT_CODE]} credits)")
        self.export_button.setAccessibleName("Export code")
        self.export_button.clicked.connect(lambda: self.tasks.spawn(self.export_code()))
        self.code = QPlainTextEdit()
        self.code.setObjectName("exportCode")
        self.code.setAccessibleName("Code")
        self.code.setReadOnly(True)
        self.code.setFont(QFont("monospace"))
        self.highlighter = CodeHighlighter(self.code.document())
        self.copy_button = QPushButton("Copy")
        self.copy_button.setAccessibleName("Copy code")
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(self.copy_code)
        self.save_button = QPushButton("Save…")
        self.save_button.setAccessibleName("Save code")
        self.save_button.setEnabled(False)
        self.save_button.clicked.connect(self._save)
        self.design_button = QPushButton(f"Copy for design tool ({CREDIT_COSTS[Endpoint.DESIGNTOOL_EXPORT]} credits)")
        self.design_button.setAccessibleName("Copy for design tool")
        self.design_button.clicked.connect(lambda: self.tasks.spawn(self.copy_for_design_tool()))
        self.message = QLabel("")
        self.message.setObjectName("exportMessage")
        self.message.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.framework, 1)
        top.addWidget(self.export_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.copy_button)
        bottom.addWidget(self.save_button)
        bottom.addStretch(1)
        bottom.addWidget(self.design_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.code, 1)
        layout.addLayout(bottom)
        layout.addWidget(self.message)

    def html(self) -> str:
        return themed_html(self.frame.html, self.studio.themes.get(self.frame.theme_id))

    async def export_code(self) -> None:
        self.message.setText("Exporting…")
        self.export_button.setEnabled(False)
        try:
            self.exported = await self.studio.client.export_code(
                ExportCodeRequest(html=self.html(), framework=self.framework.currentData(), label=self.frame.label)
            )
        except Exception as failure:
            self.message.setText(describe(failure))
            return
        finally:
            self.export_button.setEnabled(True)
        self.code.setPlainText(self.exported.code)
        self.copy_button.setEnabled(True)
        self.save_button.setEnabled(True)
        self.message.setText(
            f"{self.exported.file_name}" + (" (from the cache, no charge)" if self.exported.cached else "")
        )

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code.toPlainText())
        self.message.setText("Code copied")

    def _save(self) -> None:
        if self.exported is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, "Save code", self.exported.file_name)
        if name:
            self.save_to(Path(name))

    def save_to(self, path: Path) -> None:
        try:
            path.write_text(self.code.toPlainText(), "utf-8")
        except OSError as failure:
            self.message.setText(describe(failure))
            return
        self.message.setText(f"Saved {path.name}")

    async def copy_for_design_tool(self) -> None:
        self.message.setText("Preparing layers…")
        try:
            fragment = await self.studio.client.designtool_export(
                DesignToolExportRequest(html=self.html(), label=self.frame.label)
            )
        except Exception as failure:
            self.message.setText(describe(failure))
            return
        if copy_html(fragment, self.frame.label):
            self.message.setText("Copied: paste into your design tool")
        else:
            self.message.setText("No clipboard is available")
