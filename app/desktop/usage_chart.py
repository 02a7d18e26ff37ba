"""A small bar chart of the account's usage per day, drawn with QPainter.

One bar per day of the period (days without use stay empty): credits spent, or calls made
when the period spent no credits. Hovering a bar shows the day's figures.
"""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app.contract import UsageResult

BAR = QColor("#4f46e5")
AXIS = QColor("#9ca3af")
TEXT = QColor("#374151")
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44.0, 8.0, 22.0, 20.0


class UsageChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("usageChart")
        self.setAccessibleName("Usage per day")
        self.setMinimumHeight(140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.days: list[date] = []
        self.calls: list[int] = []
        self.credits: list[int] = []

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 160)

    def show_usage(self, usage: UsageResult) -> None:
        """One value per day of the period, oldest first."""
        end = usage.period.end.date()
        start = usage.period.start.date()
        count = max(1, min(usage.period.days, (end - start).days + 1))
        self.days = [end - timedelta(days=count - 1 - index) for index in range(count)]
        by_day = {entry.date: entry for entry in usage.daily}
        self.calls = [by_day[day].calls if day in by_day else 0 for day in self.days]
        self.credits = [by_day[day].credits if day in by_day else 0 for day in self.days]
        self.setAccessibleDescription(f"{sum(self.credits):,} credits and {sum(self.calls):,} calls "
                                      f"over the last {count} days")
        self.update()

    @property
    def measure(self) -> str:
        return "credits" if any(self.credits) else "calls"

    @property
    def values(self) -> list[int]:
        return self.credits if self.measure == "credits" else self.calls

    def plot_rect(self) -> QRectF:
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(1.0, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
                      max(1.0, self.height() - MARGIN_TOP - MARGIN_BOTTOM))

    def bars(self) -> list[QRectF]:
        """Where each day's bar is drawn (empty rectangles for days without use)."""
        values = self.values
        if not values:
            return []
        plot = self.plot_rect()
        top = max(values) or 1
        slot = plot.width() / len(values)
        gap = min(2.0, slot * 0.2)
        rects = []
        for index, value in enumerate(values):
            height = plot.height() * value / top
            rects.append(QRectF(plot.left() + index * slot + gap / 2, plot.bottom() - height, slot - gap, height))
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(self.rect(), self.palette().base())
        plot = self.plot_rect()
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
        painter.setFont(font)
        painter.setPen(TEXT)
        if not self.days:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No usage loaded")
            return
        values = self.values
        total = sum(values)
        painter.drawText(QRectF(0, 0, self.width(), MARGIN_TOP), Qt.AlignmentFlag.AlignCenter,
                         f"{total:,} {self.measure} in the last {len(self.days)} days")
        painter.setPen(AXIS)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawText(QRectF(0, plot.top() - 6, MARGIN_LEFT - 6, 14),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{max(values):,}")
        painter.drawText(QRectF(0, plot.bottom() - 7, MARGIN_LEFT - 6, 14),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "0")
        for label, align in ((self.days[0].strftime("%d %b"), Qt.AlignmentFlag.AlignLeft),
                             (self.days[-1].strftime("%d %b"), Qt.AlignmentFlag.AlignRight)):
            painter.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), MARGIN_BOTTOM - 2),
                             align | Qt.AlignmentFlag.AlignTop, label)
        for rect in self.bars():
            if rect.height() > 0:
                painter.fillRect(rect, BAR)
        painter.end()

    def event(self, event) -> bool:
        if event.type() == QHelpEvent.Type.ToolTip and self.days:
            position = event.position() if hasattr(event, "position") else event.pos()
            for index, rect in enumerate(self.bars()):
                if rect.left() <= position.x() <= rect.right():
                    QToolTip.showText(event.globalPos(), f"{self.days[index]:%d %b %Y}: "
                                                         f"{self.credits[index]:,} credits, {self.calls[index]:,} calls",
                                      self)
                    return True
            QToolTip.hideText()
            return True
        return super().event(event)
