"""The account view: plan, balance (plan and purchased), usage per day (a chart) and by endpoint
(a table), buying a pack."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.contract import Me, UsageResult
from app.desktop.async_tasks import TaskSet
from app.desktop.studio import Studio
from app.desktop.usage_chart import UsageChart
from app.desktop.wording import describe

PACKS = (("credits_1000", "1,000 credits"), ("credits_5000", "5,000 credits"),
         ("credits_20000", "20,000 credits"), ("credits_100000", "100,000 credits"))
PERIODS = (7, 30, 90)
PURCHASE_POLL_SECONDS = 3.0
PURCHASE_WAIT_SECONDS = 15 * 60


class AccountView(QDockWidget):
    def __init__(self, studio: Studio, tasks: TaskSet) -> None:
        super().__init__("Account")
        self.setObjectName("accountView")
        self.setAccessibleName("Account")
        self.studio = studio
        self.tasks = tasks
        self.me: Me | None = None
        self.usage: UsageResult | None = None
        self.checkout_url: str | None = None
        self._waiting: asyncio.Task | None = None
        body = QWidget()
        self.setWidget(body)
        self.plan = QLabel("–")
        self.balance = QLabel("–")
        self.balance.setObjectName("balance")
        self.split = QLabel("–")
        for label, name in ((self.plan, "Plan"), (self.balance, "Balance"), (self.split, "Credits by source")):
            label.setAccessibleName(name)
        form = QFormLayout()
        form.addRow("Plan", self.plan)
        form.addRow("Balance", self.balance)
        form.addRow("", self.split)
        self.period = QComboBox()
        self.period.setAccessibleName("Usage period")
        for days in PERIODS:
            self.period.addItem(f"Last {days} days", days)
        self.period.setCurrentIndex(1)
        self.period.currentIndexChanged.connect(lambda _index: self.refresh())
        self.usage_chart = UsageChart()
        self.usage_table = QTableWidget(0, 3)
        self.usage_table.setObjectName("usageTable")
        self.usage_table.setAccessibleName("Usage by endpoint")
        self.usage_table.setHorizontalHeaderLabels(["Endpoint", "Calls", "Credits"])
        self.pack = QComboBox()
        self.pack.setAccessibleName("Credit pack")
        for pack_id, words in PACKS:
            self.pack.addItem(words, pack_id)
        self.buy_button = QPushButton("Buy credits")
        self.buy_button.setAccessibleName("Buy credits")
        self.buy_button.clicked.connect(lambda: self.tasks.spawn(self.buy()))
        self.refresh_button = QPushButton("Refresh")
        self.refresh_button.setAccessibleName("Refresh account")
        self.refresh_button.clicked.connect(self.refresh)
        self.message = QLabel("")
        self.message.setObjectName("accountMessage")
        self.message.setWordWrap(True)
        buying = QHBoxLayout()
        buying.addWidget(self.pack, 1)
        buying.addWidget(self.buy_button)
        layout = QVBoxLayout(body)
        layout.addLayout(form)
        layout.addWidget(self.period)
        layout.addWidget(self.usage_chart)
        layout.addWidget(self.usage_table, 1)
        layout.addLayout(buying)
        layout.addWidget(self.refresh_button)
        layout.addWidget(self.message)
        studio.state_changed.connect(lambda state, _reason: state == "online" and self.refresh())

    def refresh(self) -> asyncio.Task:
        return self.tasks.spawn(self.load())

    async def load(self) -> None:
        try:
            me = await self.studio.client.me()
            usage = await self.studio.client.usage(days=self.period.currentData())
        except Exception as failure:
            self.message.setText(describe(failure))
            return
        self.show_account(me, usage)

    def show_account(self, me: Me, usage: UsageResult | None = None) -> None:
        self.me = me
        self.plan.setText(me.plan.capitalize())
        self.balance.setText(f"{me.credits.balance:,} credits")
        self.split.setText(f"{me.credits.plan:,} from the plan, {me.credits.purchased:,} purchased")
        if usage is not None:
            self.usage = usage
            self.usage_chart.show_usage(usage)
            rows = sorted(usage.summary.by_endpoint.items())
            self.usage_table.setRowCount(len(rows))
            for row, (_path, used) in enumerate(rows):
                for column, value in enumerate((used.label, f"{used.calls:,}", f"{used.credits:,}")):
                    self.usage_table.setItem(row, column, QTableWidgetItem(value))

    async def buy(self) -> None:
        """Open the pack's checkout in the browser, then follow the balance until the purchase lands."""
        pack = self.pack.currentData()
        try:
            before = self.me.credits.balance if self.me else (await self.studio.client.me()).credits.balance
            purchase = await self.studio.client.purchase_credits(pack)
        except Exception as failure:
            self.message.setText(describe(failure))
            return
        self.checkout_url = purchase.url
        self.message.setText(f"Checkout for {purchase.pack.name} ({purchase.pack.price}) opened in your browser.")
        QDesktopServices.openUrl(QUrl(purchase.url))
        waited = 0.0
        while waited < PURCHASE_WAIT_SECONDS:
            await asyncio.sleep(PURCHASE_POLL_SECONDS)
            waited += PURCHASE_POLL_SECONDS
            try:
                me = await self.studio.client.me()
            except Exception:
                continue  # the service may be busy; the next poll tries again
            if me.credits.balance != before:
                self.show_account(me)
                self.message.setText(f"Purchase complete: {purchase.pack.credits:,} credits added.")
                await self.load()
                return
        self.message.setText("The purchase was not completed. Buy again when you are ready.")
