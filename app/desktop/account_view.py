"""The account view: plan, balance (plan and purchased), usage over 7, 30 or 90 days by endpoint
and per day (charts, and a table), for the account or one of its keys; buying a pack; API keys."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.contract import ApiKey, Me, UsageResult
from app.desktop.api_keys import ApiKeysPanel
from app.desktop.async_tasks import TaskSet
from app.desktop.studio import Studio
from app.desktop.usage_chart import EndpointChart, UsageChart
from app.desktop.wording import describe

PACKS = (
    ("credits_1000", "1,000 credits"),
    ("credits_5000", "5,000 credits"),
    ("credits_20000", "20,000 credits"),
    ("credits_100000", "100,000 credits"),
)
PERIODS = (7, 30, 90)
ALL_KEYS = "All keys"
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
        self._usage_asked = 0  # answers to older usage requests are dropped
        body = QWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        self.setWidget(scroll)

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
        self.period.setObjectName("usagePeriod")
        self.period.setAccessibleName("Usage period")
        for days in PERIODS:
            self.period.addItem(f"Last {days} days", days)
        self.period.setCurrentIndex(1)
        self.period.currentIndexChanged.connect(lambda _index: self.refresh_usage())
        self.usage_key = QComboBox()
        self.usage_key.setObjectName("usageKey")
        self.usage_key.setAccessibleName("Usage of key")
        self.usage_key.setToolTip("Show the usage of the whole account or of one of its API keys")
        self.usage_key.addItem(ALL_KEYS, None)
        self.usage_key.currentIndexChanged.connect(lambda _index: self.refresh_usage())
        self.usage_scope = QLabel("")
        self.usage_scope.setObjectName("usageScope")
        self.usage_scope.setAccessibleName("Usage shown")
        self.usage_scope.setWordWrap(True)
        self.endpoint_chart = EndpointChart()
        self.usage_chart = UsageChart()
        self.usage_table = QTableWidget(0, 3)
        self.usage_table.setObjectName("usageTable")
        self.usage_table.setAccessibleName("Usage by endpoint")
        self.usage_table.setHorizontalHeaderLabels(["Endpoint", "Calls", "Credits"])
        self.usage_table.verticalHeader().hide()
        self.usage_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.usage_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.usage_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.usage_table.setMaximumHeight(180)

        self.pack = QComboBox()
        self.pack.setAccessibleName("Credit pack")
        for pack_id, words in PACKS:
            self.pack.addItem(words, pack_id)
        self.buy_button = QPushButton("Buy credits")
        self.buy_button.setAccessibleName("Buy credits")
        self.buy_button.clicked.connect(lambda: self.tasks.spawn(self.buy()))
        self.keys_panel = ApiKeysPanel(studio, tasks)
        self.keys_panel.keys_changed.connect(self.show_keys)
        self.keys_panel.key_chosen.connect(self.show_usage_of)
        self.refresh_button = QPushButton("Refresh")
        self.refresh_button.setAccessibleName("Refresh account")
        self.refresh_button.clicked.connect(self.refresh)
        self.message = QLabel("")
        self.message.setObjectName("accountMessage")
        self.message.setAccessibleName("Account message")
        self.message.setWordWrap(True)

        choosing = QHBoxLayout()
        choosing.addWidget(self.period, 1)
        choosing.addWidget(self.usage_key, 1)
        buying = QHBoxLayout()
        buying.addWidget(self.pack, 1)
        buying.addWidget(self.buy_button)
        layout = QVBoxLayout(body)
        layout.addLayout(form)
        layout.addLayout(buying)
        layout.addLayout(choosing)
        layout.addWidget(self.usage_scope)
        layout.addWidget(self.endpoint_chart)
        layout.addWidget(self.usage_chart)
        layout.addWidget(self.usage_table)
        layout.addWidget(self.keys_panel)
        layout.addWidget(self.refresh_button)
        layout.addWidget(self.message)
        layout.addStretch(1)
        studio.state_changed.connect(lambda state, _reason: state == "online" and self.refresh())

    def refresh(self) -> asyncio.Task:
        return self.tasks.spawn(self.load())

    def refresh_usage(self) -> asyncio.Task:
        return self.tasks.spawn(self.load_usage())

    async def load(self) -> None:
        """The account, its usage and its keys, asked for together; each shows what it could get."""
        me, _usage, _keys = await asyncio.gather(
            self.studio.client.me(), self.load_usage(), self.keys_panel.load(), return_exceptions=True
        )
        if isinstance(me, BaseException):
            if isinstance(me, asyncio.CancelledError):
                raise me
            self.message.setText(describe(me))
            return
        self.show_account(me)

    async def load_usage(self) -> None:
        """The usage for the chosen period and key; an answer overtaken by a newer request is dropped."""
        self._usage_asked += 1
        asked = self._usage_asked
        try:
            usage = await self.studio.client.usage(days=self.period.currentData(), key_id=self.usage_key.currentData())
        except Exception as failure:
            if asked == self._usage_asked:
                self.message.setText(describe(failure))
            return
        if asked == self._usage_asked:
            self.show_usage(usage)

    def show_account(self, me: Me, usage: UsageResult | None = None) -> None:
        self.me = me
        self.plan.setText(me.plan.capitalize())
        self.balance.setText(f"{me.credits.balance:,} credits")
        self.split.setText(f"{me.credits.plan:,} from the plan, {me.credits.purchased:,} purchased")
        if usage is not None:
            self.show_usage(usage)

    def show_usage(self, usage: UsageResult) -> None:
        self.usage = usage
        whose = f"the key “{usage.key.name}”" if usage.key is not None else "the whole account"
        self.usage_scope.setText(
            f"Usage of {whose} over the last {usage.period.days} days: "
            f"{usage.summary.total_calls:,} calls, {usage.summary.total_credits:,} credits"
        )
        self.endpoint_chart.show_usage(usage)
        self.usage_chart.show_usage(usage)
        rows = sorted(usage.summary.by_endpoint.items())
        self.usage_table.setRowCount(len(rows))
        for row, (_path, used) in enumerate(rows):
            for column, value in enumerate((used.label, f"{used.calls:,}", f"{used.credits:,}")):
                self.usage_table.setItem(row, column, QTableWidgetItem(value))

    def show_keys(self, keys: list[ApiKey]) -> None:
        """Offer each key in the usage filter; a key no longer there falls back to the whole account."""
        chosen = self.usage_key.currentData()
        self.usage_key.blockSignals(True)
        self.usage_key.clear()
        self.usage_key.addItem(ALL_KEYS, None)
        for key in keys:
            self.usage_key.addItem(f"{key.name} ({key.prefix}…){' – this app' if key.current else ''}", key.id)
        index = self.usage_key.findData(chosen) if chosen is not None else 0
        self.usage_key.setCurrentIndex(max(index, 0))
        self.usage_key.blockSignals(False)
        if chosen is not None and index < 0:
            self.refresh_usage()

    def show_usage_of(self, key_id: str | None) -> None:
        """Filter the usage to one key (None: the whole account); the charts reload."""
        self.usage_key.setCurrentIndex(max(self.usage_key.findData(key_id), 0) if key_id else 0)

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
