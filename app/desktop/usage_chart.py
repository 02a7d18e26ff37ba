"""The account's usage as two QtCharts bar charts: by endpoint, and per day.

Both count credits, or calls when the period spent no credits. Hovering a bar shows its
figures; each chart's accessible description reads its figures out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from PySide6.QtCharts import (
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QCursor, QFont, QPainter
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app.contract import UsageResult

BAR = QColor("#4f46e5")
ENDPOINT_BAR = QColor("#0d9488")
DAY_BAR_WIDTH = 0.8  # of a day's slot
LABELLED_DAYS = 7  # periods this short name each day under its bar


def measure_of(usage: UsageResult) -> str:
    return "credits" if usage.summary.total_credits > 0 else "calls"


def nice_top(value: int) -> int:
    """A top for the value axis at or above `value`, divisible by 2 so the middle tick is whole."""
    return max(2, value + value % 2)


def small_font(widget: QWidget) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
    return font


class _BarChartView(QChartView):
    """A chart view without animations or a legend, in the widget's colours."""

    def __init__(self, parent: QWidget | None = None) -> None:
        chart = QChart()
        chart.legend().hide()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setBackgroundRoundness(0)
        chart.setMargins(QMargins(4, 4, 4, 4))
        super().__init__(chart, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # so a screen reader can reach the description
        title = QFont(self.font())
        title.setBold(True)
        chart.setTitleFont(title)

    def clear(self) -> None:
        chart = self.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)

    def value_axis(self, top: int) -> QValueAxis:
        axis = QValueAxis()
        axis.setRange(0, top)
        axis.setTickCount(3)
        axis.setLabelFormat("%d")
        axis.setLabelsFont(small_font(self))
        return axis


@dataclass(frozen=True)
class EndpointUse:
    endpoint: str
    label: str
    calls: int
    credits: int


class EndpointChart(_BarChartView):
    """One horizontal bar per endpoint used in the period, the largest on top, named by its label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("usageByEndpoint")
        self.setAccessibleName("Usage by endpoint chart")
        self.rows: list[EndpointUse] = []
        self.measure = "credits"
        self.bar_set: QBarSet | None = None
        self.categories: list[str] = []
        self.setMinimumHeight(110)
        self.chart().setTitle("No usage loaded")

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 80 + 26 * max(1, len(self.rows)))

    def show_usage(self, usage: UsageResult) -> None:
        self.clear()
        self.measure = measure_of(usage)
        self.rows = [
            EndpointUse(endpoint, used.label, used.calls, used.credits)
            for endpoint, used in usage.summary.by_endpoint.items()
        ]
        self.rows.sort(key=lambda row: (self.value_of(row), row.label), reverse=True)
        period = f"the last {usage.period.days} days"
        chart = self.chart()
        self.bar_set = None
        self.categories = []
        if not self.rows:
            chart.setTitle(f"No use in {period}")
            self.setAccessibleDescription(f"No use in {period}")
            self.updateGeometry()
            return
        chart.setTitle(f"{self.measure.capitalize()} by endpoint")
        bottom_up = list(reversed(self.rows))  # a horizontal bar chart draws its first category lowest
        self.categories = unique_labels([row.label for row in bottom_up], [row.endpoint for row in bottom_up])
        self.bar_set = QBarSet(self.measure.capitalize())
        self.bar_set.append([float(self.value_of(row)) for row in bottom_up])
        self.bar_set.hovered.connect(self._hovered)
        series = QHorizontalBarSeries()
        series.append(self.bar_set)
        series.setBarWidth(0.7)
        series.setLabelsVisible(True)
        series.setLabelsPosition(QAbstractBarSeries.LabelsPosition.LabelsOutsideEnd)
        series.setLabelsFormat("@value")
        chart.addSeries(series)
        self.bar_set.setColor(ENDPOINT_BAR)  # after addSeries: adding applies the chart theme's colours
        self.bar_set.setBorderColor(ENDPOINT_BAR)
        self.bar_set.setLabelColor(self.palette().text().color())
        self.bar_set.setLabelFont(small_font(self))
        names = QBarCategoryAxis()
        names.append(self.categories)
        names.setLabelsFont(small_font(self))
        top = max(self.value_of(row) for row in self.rows)
        values = self.value_axis(nice_top(top + max(1, top // 5)))  # room for the value after each bar
        chart.addAxis(names, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(values, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(names)
        series.attachAxis(values)
        self.setAccessibleDescription(
            f"{self.measure.capitalize()} by endpoint over {period}: "
            + "; ".join(f"{row.label} {self.value_of(row):,}" for row in self.rows)
        )
        self.setMinimumHeight(70 + 24 * len(self.rows))
        self.updateGeometry()

    def value_of(self, row: EndpointUse) -> int:
        return row.credits if self.measure == "credits" else row.calls

    def shown(self) -> dict[str, int]:
        """What the chart draws: each bar's label and value, read back from the chart's series."""
        if self.bar_set is None:
            return {}
        return {label: round(self.bar_set.at(index)) for index, label in enumerate(self.categories)}

    def _hovered(self, status: bool, index: int) -> None:
        if not status:
            QToolTip.hideText()
            return
        row = list(reversed(self.rows))[index]
        QToolTip.showText(
            QCursor.pos(), f"{row.label} ({row.endpoint}): {row.calls:,} calls, {row.credits:,} credits", self
        )


def unique_labels(labels: list[str], endpoints: list[str]) -> list[str]:
    """The labels as category names, which must differ: a repeated label gets its endpoint added."""
    repeated = {label for label in labels if labels.count(label) > 1}
    return [f"{label} ({endpoint})" if label in repeated else label for label, endpoint in zip(labels, endpoints)]


class UsageChart(_BarChartView):
    """One bar per day of the period, oldest first (days without use stay empty)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("usageChart")
        self.setAccessibleName("Usage per day")
        self.setMinimumHeight(140)
        self.days: list[date] = []
        self.calls: list[int] = []
        self.credits: list[int] = []
        self.series: QBarSeries | None = None
        self.chart().setTitle("No usage loaded")

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 170)

    def show_usage(self, usage: UsageResult) -> None:
        """One value per day of the period, oldest first."""
        end = usage.period.end.date()
        start = usage.period.start.date()
        count = max(1, min(usage.period.days, (end - start).days + 1))
        self.days = [end - timedelta(days=count - 1 - index) for index in range(count)]
        by_day = {entry.date: entry for entry in usage.daily}
        self.calls = [by_day[day].calls if day in by_day else 0 for day in self.days]
        self.credits = [by_day[day].credits if day in by_day else 0 for day in self.days]
        self._draw()
        busiest = max(range(count), key=lambda index: self.values[index])
        self.setAccessibleDescription(
            f"{sum(self.credits):,} credits and {sum(self.calls):,} calls over the last {count} days"
            + (
                f"; the busiest day was {self.days[busiest]:%d %b} with {self.values[busiest]:,} {self.measure}"
                if any(self.values)
                else ""
            )
        )

    @property
    def measure(self) -> str:
        return "credits" if any(self.credits) else "calls"

    @property
    def values(self) -> list[int]:
        return self.credits if self.measure == "credits" else self.calls

    def _draw(self) -> None:
        self.clear()
        chart = self.chart()
        values = self.values
        chart.setTitle(f"{sum(values):,} {self.measure} in the last {len(self.days)} days")
        bars = QBarSet(self.measure.capitalize())
        bars.append([float(value) for value in values])
        bars.hovered.connect(self._hovered)
        self.series = QBarSeries()
        self.series.append(bars)
        self.series.setBarWidth(DAY_BAR_WIDTH)
        chart.addSeries(self.series)
        bars.setColor(BAR)  # after addSeries: adding applies the chart theme's colours
        bars.setBorderColor(BAR)
        days = QBarCategoryAxis()
        short = len(self.days) <= LABELLED_DAYS
        days.append([str(day.day) if short else day.isoformat() for day in self.days])
        days.setLabelsVisible(short)
        days.setLabelsFont(small_font(self))
        days.setGridLineVisible(False)
        days.setTitleText(f"{self.days[0]:%d %b} – {self.days[-1]:%d %b}")
        days.setTitleFont(small_font(self))
        chart.addAxis(days, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.value_axis(nice_top(max(values))), Qt.AlignmentFlag.AlignLeft)
        for axis in chart.axes():
            self.series.attachAxis(axis)

    def bars(self) -> list[QRectF]:
        """Where each day's bar is drawn, in this view's coordinates (empty for days without use)."""
        if self.series is None or not self.days:
            return []
        chart = self.chart()
        if chart.layout() is not None:
            chart.layout().activate()  # a resize just made lays the plot out now, not at the next event
        rects = []
        for index, value in enumerate(self.values):
            corner = chart.mapToPosition(QPointF(index - DAY_BAR_WIDTH / 2, value), self.series)
            base = chart.mapToPosition(QPointF(index + DAY_BAR_WIDTH / 2, 0), self.series)
            top_left = self.mapFromScene(chart.mapToScene(corner))
            bottom_right = self.mapFromScene(chart.mapToScene(base))
            rect = QRectF(QPointF(top_left), QPointF(bottom_right))
            rects.append(rect if value else QRectF(rect.left(), rect.bottom(), rect.width(), 0.0))
        return rects

    def _hovered(self, status: bool, index: int) -> None:
        if not status or not 0 <= index < len(self.days):
            QToolTip.hideText()
            return
        QToolTip.showText(
            QCursor.pos(),
            f"{self.days[index]:%d %b %Y}: {self.credits[index]:,} credits, {self.calls[index]:,} calls",
            self,
        )
