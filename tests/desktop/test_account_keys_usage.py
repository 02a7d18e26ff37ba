"""The account view's usage charts (QtCharts, by endpoint and per day, over 7, 30 or 90 days, for the
account or one key) and its API keys (list, a new key's secret shown once, revoke), against a real engine."""

from __future__ import annotations

import httpx
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QMessageBox

from app.contract import DesignToolExportRequest
from app.desktop.api_keys import THIS_APP
from tests.desktop.conftest import wait_opened
from tests.desktop.test_accessibility import unnamed_controls


def usage_report(engine, api_key: str, **params) -> dict:
    response = httpx.get(engine.base_url + "/usage", params=params, headers={"Authorization": f"Bearer {api_key}"})
    response.raise_for_status()
    return response.json()


def me_status(engine, api_key: str) -> int:
    return httpx.get(engine.base_url + "/me", headers={"Authorization": f"Bearer {api_key}"}).status_code


def opened_view(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    view = window.account_view
    view.raise_()
    run(view.load())
    return window, view


def test_the_charts_show_the_endpoints_used_with_the_figures_of_get_usage(qtbot, run, engine, account, make_window):
    window, view = opened_view(qtbot, run, engine, account, make_window)
    run(window.studio.client.designtool_export(DesignToolExportRequest(html="<p>Hello</p>", label="Hello")))
    run(view.load())
    chart = view.endpoint_chart
    assert chart.objectName() == "usageByEndpoint" and view.usage_chart.objectName() == "usageChart"
    assert chart.measure == "credits"  # 10 credits were spent, so the chart counts credits
    shown = chart.shown()
    report = usage_report(engine, account.api_key, days=30)
    by_label = {used["label"]: used for used in report["summary"]["byEndpoint"].values()}
    assert shown["Design-tool export"] == 10 == by_label["Design-tool export"]["credits"]
    for label, value in shown.items():
        assert by_label[label]["credits"] == value, label
    spent = {label for label, used in by_label.items() if used["credits"]}
    assert spent <= set(shown)
    assert {"Projects", "Themes"} <= set(shown)  # what opening the project asked for
    assert "Design-tool export 10" in chart.accessibleDescription()
    assert f"{report['summary']['totalCredits']:,} credits" in view.usage_scope.text()
    # the per-day chart: today's bar carries the credits of the day
    today = report["daily"][-1]
    assert view.usage_chart.values[-1] == today["credits"] and view.usage_chart.bars()[-1].height() > 0
    image = chart.grab().toImage()
    assert not image.isNull() and image.width() > 100


def test_switching_the_period_asks_the_service_again(qtbot, run, engine, account, make_window):
    _window, view = opened_view(qtbot, run, engine, account, make_window)
    assert view.period.objectName() == "usagePeriod" and view.period.accessibleName()
    assert view.usage.period.days == 30 and len(view.usage_chart.days) == 30
    view.period.setCurrentIndex(view.period.findData(7))
    qtbot.waitUntil(lambda: view.usage.period.days == 7, timeout=20000)  # the answer to a new request
    assert len(view.usage_chart.days) == 7 and len(view.usage.daily) == 7
    assert "last 7 days" in view.usage_scope.text()
    view.period.setCurrentIndex(view.period.findData(90))
    qtbot.waitUntil(lambda: len(view.usage_chart.days) == 90, timeout=20000)
    assert view.usage.period.days == 90


def test_a_key_chosen_in_the_list_filters_the_usage_to_its_calls(qtbot, run, engine, account, make_window):
    created = httpx.post(
        engine.base_url + "/keys", json={"name": "Script"}, headers={"Authorization": f"Bearer {account.api_key}"}
    ).json()
    for _ in range(3):
        assert me_status(engine, created["apiKey"]) == 200
    _window, view = opened_view(qtbot, run, engine, account, make_window)
    panel = view.keys_panel
    row = panel.row_of(created["id"])
    assert row is not None
    panel.list.setCurrentRow(row)
    assert view.usage_key.currentData() == created["id"]
    qtbot.waitUntil(lambda: view.usage is not None and view.usage.key is not None, timeout=20000)
    assert view.usage.key.id == created["id"] and "Script" in view.usage_scope.text()
    chart = view.endpoint_chart
    assert chart.measure == "calls"  # this key spent no credits: the chart counts calls
    report = usage_report(engine, account.api_key, keyId=created["id"])
    assert chart.shown() == {used["label"]: used["calls"] for used in report["summary"]["byEndpoint"].values()}
    assert chart.shown() == {"Account": 3}
    view.show_usage_of(None)
    qtbot.waitUntil(lambda: view.usage.key is None, timeout=20000)
    assert view.usage_key.currentText() == "All keys"


def test_a_new_key_shows_its_secret_once_and_revoking_it_locks_it_out(qtbot, run, engine, account, make_window):
    window, view = opened_view(qtbot, run, engine, account, make_window)
    panel = view.keys_panel
    assert [key.id for key in panel.keys] == [account.key_id]

    panel.new_button.click()
    asking = panel.name_dialog
    assert asking is not None and asking.isVisible()
    assert not unnamed_controls(asking), unnamed_controls(asking)
    asking.name.setText("Build server")
    asking.create_button.click()
    qtbot.waitUntil(lambda: panel.secret_dialog is not None and panel.secret_dialog.isVisible(), timeout=20000)
    shown = panel.secret_dialog
    assert not unnamed_controls(shown), unnamed_controls(shown)
    secret = shown.secret.text()
    assert secret.startswith("fw_") and secret != account.api_key
    assert "will not be shown again" in shown.findChild(QLabel, "newKeyNote").text()
    shown.copy_button.click()
    try:
        assert QGuiApplication.clipboard().text() == secret
        assert QGuiApplication.clipboard().mimeData().data("x-kde-passwordManagerHint").data() == b"secret"
    finally:
        QGuiApplication.clipboard().clear()  # Qt's offscreen clipboard must not outlive the test's QApplication
    qtbot.waitUntil(lambda: any(key.name == "Build server" for key in panel.keys), timeout=20000)
    made = next(key for key in panel.keys if key.name == "Build server")
    assert secret.startswith(made.prefix) and not made.current
    row = panel.rows[made.id]
    assert row.name.text() == "Build server" and f"{made.prefix}…" in row.details.text()
    assert row.marker.text() == "" and row.revoke.isEnabled()
    assert "Build server" in [view.usage_key.itemText(i).split(" (")[0] for i in range(view.usage_key.count())]
    assert me_status(engine, secret) == 200  # the engine takes the new key

    shown.close_button.click()
    qtbot.waitUntil(lambda: panel.secret_dialog is None, timeout=5000)
    assert all(secret not in edit.text() for edit in window.findChildren(QLineEdit))
    assert all(secret not in label.text() for label in window.findChildren(QLabel))
    assert secret not in repr(panel.keys)

    row.revoke.click()
    confirm = panel.confirm
    assert confirm is not None and confirm.isVisible() and "Build server" in confirm.text()
    assert not unnamed_controls(confirm), unnamed_controls(confirm)
    confirm.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: all(key.id != made.id for key in panel.keys), timeout=20000)
    assert "Revoked" in panel.message.text()
    assert me_status(engine, secret) == 401  # the engine now refuses it
    assert me_status(engine, account.api_key) == 200


def test_cancelling_the_revoke_keeps_the_key(qtbot, run, engine, account, make_window):
    created = httpx.post(
        engine.base_url + "/keys", json={"name": "Keep me"}, headers={"Authorization": f"Bearer {account.api_key}"}
    ).json()
    _window, view = opened_view(qtbot, run, engine, account, make_window)
    panel = view.keys_panel
    panel.rows[created["id"]].revoke.click()
    panel.confirm.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.wait(300)
    run(panel.load())
    assert created["id"] in [key.id for key in panel.keys]
    assert me_status(engine, created["apiKey"]) == 200


def test_the_current_key_is_marked_and_cannot_be_revoked_here(qtbot, run, engine, account, make_window):
    _window, view = opened_view(qtbot, run, engine, account, make_window)
    panel = view.keys_panel
    assert panel.objectName() == "apiKeys" and panel.accessibleName()
    row = panel.rows[account.key_id]
    assert row.marker.text() == THIS_APP and row.name.text() == "Default key"
    assert "created" in row.details.text() and "last used" in row.details.text()
    item = panel.list.item(panel.row_of(account.key_id))
    assert "used by this app" in item.data(Qt.ItemDataRole.AccessibleTextRole)
    button = row.revoke
    assert not button.isEnabled() and button.accessibleName() == "Revoke Default key" and button.toolTip()
    current = next(key for key in panel.keys if key.current)
    assert panel.ask_revoke(current) is None and panel.confirm is None
    assert "cannot be revoked" in panel.message.text()
    assert "this app" in view.usage_key.itemText(view.usage_key.findData(account.key_id))
    for control in (
        view.period,
        view.usage_key,
        view.endpoint_chart,
        view.usage_chart,
        panel.list,
        panel.new_button,
        view.refresh_button,
    ):
        assert control.accessibleName(), control.objectName()
    assert not unnamed_controls(view), unnamed_controls(view)


def test_a_refused_new_key_is_explained_in_words(qtbot, run, engine, account, make_window):
    _window, view = opened_view(qtbot, run, engine, account, make_window)
    panel = view.keys_panel
    run(panel.create_key("x" * 300))
    assert panel.secret_dialog is None
    assert panel.message.text() and "Traceback" not in panel.message.text() and "name" in panel.message.text().lower()
    assert [key.id for key in panel.keys] == [account.key_id]
    assert all(not isinstance(child, QDialog) or not child.isVisible() for child in view.window().children())
