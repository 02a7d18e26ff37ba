"""The jobs rows that settle a queued call: finished once, or abandoned once, never both."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.engine import credits, rate_limits
from app.engine.auth import Principal
from app.engine.jobs import orders

pytestmark = pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)


def placed(service, account, job_id: str) -> credits.Reservation:
    reservation = credits.reserve(service.db, account.id, "/image-to-html", 30, service.now())
    orders.place(service.db, job_id, account.id, "/image-to-html", reservation.id, {"image": "x"}, service.now())
    return reservation


def balance(service, account) -> int:
    with service.db.connect() as conn:
        return credits.balance(conn, account.id).total


def test_a_job_finished_twice_is_charged_once_and_cannot_then_be_abandoned(engine, account):
    service = engine.service
    reservation = placed(service, account, "job_a")
    order = orders.take(service.db, "job_a")
    again = orders.take(service.db, "job_a")  # a second worker after the first was thought gone
    assert order.payload == {"image": "x"} and again is not None
    ok = orders.Answer(200, "application/json", b"{}")
    assert orders.finish(service.db, order, ok, service.now()) is True
    assert orders.finish(service.db, again, ok, service.now()) is False
    assert orders.abandon(service.db, "job_a", reservation.id, service.now()) is False
    assert orders.take(service.db, "job_a") is None
    assert orders.answered(service.db, "job_a").body == b"{}"
    assert balance(service, account) == 2000 - 30


def test_an_abandoned_job_is_released_and_its_late_answer_dropped(engine, account):
    service = engine.service
    reservation = placed(service, account, "job_b")
    order = orders.take(service.db, "job_b")
    assert orders.abandon(service.db, "job_b", reservation.id, service.now()) is True
    assert balance(service, account) == 2000
    late = orders.Answer(200, "application/json", b"{}")
    assert orders.finish(service.db, order, late, service.now()) is False
    assert balance(service, account) == 2000 and orders.answered(service.db, "job_b") is None


def test_an_error_answer_releases_the_credits(engine, account):
    service = engine.service
    placed(service, account, "job_c")
    order = orders.take(service.db, "job_c")
    assert orders.finish(service.db, order, orders.Answer(400, "application/json", b'{"error":"no"}'), service.now())
    assert balance(service, account) == 2000
    with service.db.connect() as conn:
        assert credits.ledger_sums(conn, account.id).total == 2000


def test_old_answers_and_windows_are_purged(engine, account):
    service = engine.service
    placed(service, account, "job_d")
    orders.finish(service.db, orders.take(service.db, "job_d"), orders.Answer(200, "text/plain", b""), service.now())
    placed(service, account, "job_e")  # still waiting: kept
    assert orders.purge_finished(service.db, service.now() + timedelta(days=2)) == 1
    assert orders.take(service.db, "job_e") is not None
    limits = {"lite": rate_limits.RateLimit(5, 5)}
    rate_limits.enforce(service.db, limits, Principal(account.id, account.key_id, "lite"), service.now())
    assert rate_limits.purge_old(service.db, service.now()) == 0
    assert rate_limits.purge_old(service.db, service.now() + timedelta(hours=2)) == 2
