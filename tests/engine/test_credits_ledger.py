"""The credits ledger on a real database (SQLite file and PostgreSQL)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from app.engine import accounts, credits


def make_account(service, plan="lite", seats=1) -> str:
    with service.db.begin() as conn:
        return accounts.create_account(conn, email=f"{plan}@example.com", plan=plan, seats=seats, now=service.now())


def sums_match(service, account_id) -> credits.Balance:
    with service.db.connect() as conn:
        balance = credits.balance(conn, account_id)
        assert credits.ledger_sums(conn, account_id) == balance
    assert balance.plan >= 0 and balance.purchased >= 0
    return balance


@pytest.mark.parametrize(
    "plan,seats,expected",
    [("free", 1, 100), ("lite", 1, 2000), ("starter", 1, 8000), ("pro", 1, 40000), ("team", 3, 180000)],
)
def test_new_accounts_get_their_plan_allowance(service, plan, seats, expected):
    account_id = make_account(service, plan, seats)
    assert sums_match(service, account_id) == credits.Balance(expected, 0)


def test_plan_credits_are_spent_before_purchased_ones(service):
    account_id = make_account(service)
    credits.adjust(service.db, account_id, 500, "goodwill", service.now())
    credits.adjust(service.db, account_id, -1990, "test spend", service.now())
    reservation = credits.reserve(service.db, account_id, "/export-code", 15, service.now())
    balance = sums_match(service, account_id)
    assert balance == credits.Balance(0, 495)
    credits.release(service.db, reservation, service.now())
    assert sums_match(service, account_id) == credits.Balance(10, 500)


def test_release_returns_exactly_what_was_held_and_only_once(service):
    account_id = make_account(service)
    reservation = credits.reserve(service.db, account_id, "/image-to-html", 30, service.now())
    assert sums_match(service, account_id).total == 1970
    credits.release(service.db, reservation, service.now())
    credits.release(service.db, reservation, service.now())
    credits.commit(service.db, reservation)  # too late: it was released
    assert sums_match(service, account_id).total == 2000


def test_commit_keeps_the_charge(service):
    account_id = make_account(service)
    reservation = credits.reserve(service.db, account_id, "/designtool-export", 10, service.now())
    credits.commit(service.db, reservation)
    credits.release(service.db, reservation, service.now())  # too late: it was committed
    assert sums_match(service, account_id).total == 1990


def test_a_short_balance_refuses_without_changing_anything(service):
    account_id = make_account(service, "free")
    with pytest.raises(credits.InsufficientCredits) as refused:
        credits.reserve(service.db, account_id, "/image-to-html", 101, service.now())
    assert (refused.value.needed, refused.value.balance) == (101, 100)
    assert sums_match(service, account_id).total == 100


def test_fifty_concurrent_reservations_against_ten_calls_worth(service):
    account_id = make_account(service)
    credits.adjust(service.db, account_id, -(2000 - 150), "leave 150", service.now())

    def attempt(_):
        try:
            credits.reserve(service.db, account_id, "/export-code", 15, service.now())
            return True
        except credits.InsufficientCredits:
            return False

    with ThreadPoolExecutor(max_workers=50) as pool:
        results = list(pool.map(attempt, range(50)))
    assert results.count(True) == 10
    assert sums_match(service, account_id).total == 0


def test_period_reset_forfeits_unused_plan_credits_and_keeps_packs(service, clock):
    account_id = make_account(service)
    credits.adjust(service.db, account_id, 1000, "pack", service.now())
    credits.reserve(service.db, account_id, "/export-code", 15, service.now())
    clock.advance(days=32)
    credits.renew_if_due(service.db, account_id, service.now())
    assert sums_match(service, account_id) == credits.Balance(2000, 1000)
    credits.renew_if_due(service.db, account_id, service.now())  # nothing more to do
    assert sums_match(service, account_id) == credits.Balance(2000, 1000)


def test_free_credits_are_never_renewed(service, clock):
    account_id = make_account(service, "free")
    credits.reserve(service.db, account_id, "/export-code", 15, service.now())
    clock.advance(days=400)
    credits.renew_if_due(service.db, account_id, service.now())
    assert sums_match(service, account_id) == credits.Balance(85, 0)


def test_credits_held_across_a_period_end_are_not_returned_to_the_new_period(service, clock):
    account_id = make_account(service)
    reservation = credits.reserve(service.db, account_id, "/image-to-html", 30, service.now())
    clock.advance(days=31, hours=1)
    credits.renew_if_due(service.db, account_id, service.now())
    credits.release(service.db, reservation, service.now())
    assert sums_match(service, account_id) == credits.Balance(2000, 0)


def test_changing_plan_starts_a_new_period_with_the_new_allowance(service):
    account_id = make_account(service, "free")
    credits.reserve(service.db, account_id, "/export-code", 15, service.now())
    with service.db.begin() as conn:
        accounts.set_plan(conn, account_id, "pro", service.now())
    assert sums_match(service, account_id) == credits.Balance(40000, 0)


def test_removing_more_than_the_balance_is_refused(service):
    account_id = make_account(service)
    with pytest.raises(credits.InsufficientCredits):
        credits.adjust(service.db, account_id, -2001, "too much", service.now())
    assert sums_match(service, account_id).total == 2000


def test_concurrent_renewals_grant_once(service, clock):
    account_id = make_account(service)
    clock.advance(days=31, hours=2)
    now = service.now()
    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(lambda _: credits.renew_if_due(service.db, account_id, now), range(8)))
    assert sums_match(service, account_id) == credits.Balance(2000, 0)
