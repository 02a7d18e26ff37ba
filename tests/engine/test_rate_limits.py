"""Rate limits in one process: the plan table, the windows in the database, the 429 it answers."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.engine import rate_limits
from app.engine.auth import Principal
from app.engine.problems import Problem
from tests.support.bodies import error_of


def test_limits_are_read_per_plan():
    assert rate_limits.parse_limits("off") is None and rate_limits.parse_limits("") is None
    assert rate_limits.parse_limits("default") == rate_limits.DEFAULT_LIMITS
    changed = rate_limits.parse_limits("lite=5/9, pro=100/200")
    assert changed["lite"] == rate_limits.RateLimit(5, 9) and changed["pro"] == rate_limits.RateLimit(100, 200)
    assert changed["starter"] == rate_limits.DEFAULT_LIMITS["starter"]
    for wrong in ("lite=5", "gold=1/2", "lite=a/b"):
        with pytest.raises(ValueError):
            rate_limits.parse_limits(wrong)


def test_calls_are_counted_per_key_and_account_and_a_new_minute_starts_afresh(service, clock):
    limits = {"lite": rate_limits.RateLimit(per_key=2, per_account=3)}
    first, second = Principal("acct_1", "key_1", "lite"), Principal("acct_1", "key_2", "lite")
    clock.offset = timedelta(seconds=-service.now().second - 0.5 + 10)  # ten seconds into a minute
    rate_limits.enforce(service.db, limits, first, service.now())
    rate_limits.enforce(service.db, limits, first, service.now())
    with pytest.raises(Problem) as refused:
        rate_limits.enforce(service.db, limits, first, service.now())
    assert refused.value.status == 429 and 45 <= int(refused.value.headers["Retry-After"]) <= 51
    rate_limits.enforce(service.db, limits, second, service.now())  # the account's third
    with pytest.raises(Problem) as refused:
        rate_limits.enforce(service.db, limits, second, service.now())
    assert "account" in refused.value.body.error
    rate_limits.enforce(service.db, limits, Principal("acct_2", "key_3", "lite"), service.now())  # others unaffected
    rate_limits.enforce(service.db, limits, Principal("acct_1", "key_1", "pro"), service.now())  # no limit for pro
    clock.advance(minutes=1)
    rate_limits.enforce(service.db, limits, first, service.now())


async def test_a_limited_call_is_429_with_the_error_body_and_charges_nothing(engine, account, http):
    engine.service.settings.rate_limits = {"lite": rate_limits.RateLimit(per_key=1, per_account=10)}
    try:
        engine.clock.offset = timedelta(seconds=-engine.clock().second + 5)
        assert (await http.get("/me")).status_code == 200
        refused = await http.post("/designtool-export", json={"html": "<p>hi</p>"})
        assert refused.status_code == 429 and int(refused.headers["retry-after"]) >= 1
        assert error_of(refused)["code"] == "rate_limited"
    finally:
        engine.service.settings.rate_limits = None
    from app.engine import credits

    with engine.service.db.connect() as conn:
        assert credits.balance(conn, account.id).total == 2000
