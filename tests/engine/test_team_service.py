"""A team's service on one PostgreSQL database: two `framewright serve` engines and two `framewright worker`s.

What one engine stores, the other serves; conversions run on the workers; credits, rate limits and
the queue are shared; a worker killed mid-job does not lose the request or charge it twice.
"""

from __future__ import annotations

import asyncio
import io
import time
from pathlib import Path

import httpx
import pytest
from PIL import Image, ImageDraw
from sqlalchemy import create_engine, func, select

from app.engine import credits
from app.engine.db.tables import credit_ledger, credit_reservations, jobs, usage_events
from app.engine.settings import normalise_database_url
from tests.support.bodies import error_of
from tests.support.fixtures import TEMPLATE
from tests.support.images import data_url
from tests.support.postgres import free_port
from tests.support.team import start_engine, start_worker, wait_until_ready

pytestmark = pytest.mark.timeout(600)

SLOW_JOB_TIMEOUT = "3"
CORPUS_SCREEN = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "09_weui_form_primary.png"


def screen_png(shade: int = 0) -> bytes:
    """A small screen: a bar, two cards and a button (no text: it converts in a fraction of a second)."""
    image = Image.new("RGB", (390, 420), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, 390, 56], fill=(79, 70, 229 - shade))
    draw.rectangle([16, 90, 374, 150], fill=(240, 240, 245))
    draw.rectangle([16, 170, 374, 230], fill=(240, 240, 245))
    draw.rectangle([16, 350, 374, 398], fill=(22, 163, 74))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


class Team:
    def __init__(self, url: str, root) -> None:
        self.url = url
        self.root = root
        self.db = create_engine(normalise_database_url(url))
        self.processes = []

    def engine(self, name: str, *flags: str):
        process = start_engine(self.url, self.root / name, *flags)
        self.processes.append(process)
        return process

    def worker(self, name: str):
        process = start_worker(self.url, self.root / name, metrics_port=free_port())
        self.processes.append(process)
        return process

    def account(self, plan: str = "lite", balance: int | None = None) -> dict:
        from app.engine import accounts
        from app.engine.settings import utc_now

        with self.db.begin() as conn:
            account_id = accounts.create_account(
                conn, email=f"{plan}-{time.monotonic_ns()}@example.com", plan=plan, now=utc_now()
            )
            key = accounts.create_key(conn, account_id, utc_now(), name="Default key")
        if balance is not None:
            total = self.balance(account_id)
            credits.adjust(self.db, account_id, balance - total, "test", utc_now())
        return {
            "id": account_id,
            "key": key.api_key,
            "keyId": key.key_id,
            "headers": {"Authorization": f"Bearer {key.api_key}"},
        }

    def new_key(self, account_id: str) -> dict:
        from app.engine import accounts
        from app.engine.settings import utc_now

        with self.db.begin() as conn:
            key = accounts.create_key(conn, account_id, utc_now(), name="Second key")
        return {"Authorization": f"Bearer {key.api_key}"}

    def balance(self, account_id: str) -> int:
        with self.db.connect() as conn:
            return credits.balance(conn, account_id).total

    def ledger_total(self, account_id: str) -> int:
        with self.db.connect() as conn:
            return credits.ledger_sums(conn, account_id).total

    def reservations(self, account_id: str) -> dict[str, int]:
        with self.db.connect() as conn:
            rows = conn.execute(
                select(credit_reservations.c.status, func.count())
                .where(credit_reservations.c.account_id == account_id)
                .group_by(credit_reservations.c.status)
            ).all()
        return dict(rows)

    def close(self) -> None:
        for process in self.processes:
            process.stop()
        self.db.dispose()


@pytest.fixture(scope="module")
def team(postgres_cluster, tmp_path_factory):
    name = postgres_cluster.create_database(template=TEMPLATE)
    running = Team(postgres_cluster.url(name), tmp_path_factory.mktemp("team"))
    try:
        running.one = running.engine("engine-one", "--rate-limits", "pro=4/6")
        running.two = running.engine("engine-two", "--rate-limits", "pro=4/6")
        running.workers = [running.worker("worker-one"), running.worker("worker-two")]
        ready = wait_until_ready(running.one.origin)
        assert ready.get("ready") is True, ready
        yield running
    finally:
        running.close()
        postgres_cluster.drop_database(name)


@pytest.fixture(scope="module")
def lonely(postgres_cluster, tmp_path_factory):
    """An engine on a database no worker serves, with a short job timeout and a queue of one."""
    name = postgres_cluster.create_database(template=TEMPLATE)
    running = Team(postgres_cluster.url(name), tmp_path_factory.mktemp("lonely"))
    try:
        running.one = running.engine(
            "engine", "--job-timeout", SLOW_JOB_TIMEOUT, "--queue-limit", "1", "--workers-seen-within", "5"
        )
        yield running
    finally:
        running.close()
        postgres_cluster.drop_database(name)


def api(process, headers=None, timeout=120) -> httpx.Client:
    return httpx.Client(base_url=process.origin + "/api/v1", headers=headers or {}, timeout=timeout)


def test_an_upload_through_one_engine_is_served_and_converted_by_the_other(team):
    account = team.account()
    png = screen_png()
    with api(team.one, account["headers"]) as one, api(team.two, account["headers"]) as two:
        uploaded = one.post("/upload", files={"file": ("screen.png", png, "image/png")})
        assert uploaded.status_code == 200, uploaded.text
        path = httpx.URL(uploaded.json()["url"]).path
        assert path.startswith("/cdn/")
        assert not any((team.root / "engine-one").rglob("*.png"))  # kept in the database, not a data folder
        served = httpx.get(team.two.origin + path)
        assert served.status_code == 200 and served.content == png
        assert served.headers["content-type"] == "image/png" and "immutable" in served.headers["cache-control"]

        converted = two.post(
            "/image-to-html",
            json={"image": team.two.origin + path, "label": "Shared"},
            headers={"X-Request-Id": "team-test-convert-1"},
        )
        assert converted.status_code == 200, converted.text
        assert converted.headers["x-request-id"] == "team-test-convert-1"
        result = converted.json()
        assert result["id"].startswith("cnv") and "<html" in result["html"].lower()
        assert team.balance(account["id"]) == 2000 - 30 == team.ledger_total(account["id"])
        assert team.reservations(account["id"]) == {"committed": 1}

        exported = one.post("/export-code", json={"html": result["html"], "framework": "react_native"})
        assert exported.status_code == 200, exported.text
        assert exported.json()["code"]
        assert team.balance(account["id"]) == 2000 - 30 - 15

    # the job ran on a worker, whose log carries the request's id
    worker_lines = [line for worker in team.workers for line in worker.log_lines()]
    assert any(
        line.get("request_id") == "team-test-convert-1" and line["message"] == "job finished" for line in worker_lines
    ), worker_lines[-5:]
    engine_lines = team.two.log_lines()
    assert any(
        line.get("request_id") == "team-test-convert-1"
        and line.get("route") == "/api/v1/image-to-html"
        and line.get("status") == 200
        for line in engine_lines
    )


async def test_twelve_conversions_across_both_engines_on_a_balance_for_eight(team):
    account = team.account(balance=8 * 30)
    image = data_url(screen_png(shade=7))

    async def convert(origin: str) -> int:
        async with httpx.AsyncClient(base_url=origin + "/api/v1", headers=account["headers"], timeout=180) as http:
            return (await http.post("/image-to-html", json={"image": image})).status_code

    statuses = await asyncio.gather(*(convert((team.one, team.two)[i % 2].origin) for i in range(12)))
    assert sorted(statuses) == [200] * 8 + [402] * 4
    assert team.balance(account["id"]) == 0 == team.ledger_total(account["id"])
    assert team.reservations(account["id"]) == {"committed": 8}


def test_rate_limits_are_shared_by_both_engines(team):
    wait_for_a_fresh_minute()
    account = team.account("pro")
    first, second = account["headers"], team.new_key(account["id"])
    engines = [api(team.one, first), api(team.two, first)]
    for call in range(4):  # the key allows 4 calls a minute, counted on both engines
        assert engines[call % 2].get("/me").status_code == 200
    refused = engines[0].get("/me")
    assert refused.status_code == 429
    assert int(refused.headers["retry-after"]) >= 1
    body = error_of(refused)
    assert body["code"] == "rate_limited" and "API key" in body["error"]

    before = team.balance(account["id"])
    converting = engines[1].post("/image-to-html", json={"image": data_url(screen_png())})
    assert converting.status_code == 429  # refused before any work or charge
    assert team.balance(account["id"]) == before and team.reservations(account["id"]) == {}

    with api(team.two, second) as other_key:  # the account allows 6: 4 counted above, 2 more
        assert [other_key.get("/me").status_code for _ in range(3)] == [200, 200, 429]
        assert "account" in other_key.get("/me").json()["error"]
    time.sleep(1.5)  # the usage writer flushes in the background
    with team.db.connect() as conn:
        statuses = conn.execute(
            select(usage_events.c.status, usage_events.c.credits).where(usage_events.c.account_id == account["id"])
        ).all()
    assert sorted(s for s, _ in statuses).count(429) >= 3 and all(c == 0 for _, c in statuses)
    for engine in engines:
        engine.close()


def wait_for_a_fresh_minute() -> None:
    """The limits count calls per clock minute: start a test well inside one."""
    if time.gmtime().tm_sec > 45:
        time.sleep(61 - time.gmtime().tm_sec)


def test_health_readiness_and_metrics(team):
    assert httpx.get(team.one.origin + "/healthz").json() == {"ok": True}
    ready = httpx.get(team.two.origin + "/readyz")
    assert ready.status_code == 200
    assert ready.json()["checks"] == {"database": "ok", "blobStore": "ok", "queue": "ok", "workers": "ok"}

    text = httpx.get(team.one.origin + "/metrics").text
    assert 'framewright_requests_total{method="POST",route="/api/v1/image-to-html",status="200"}' in text
    assert 'framewright_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/me"}' in text
    assert "framewright_credits_charged_total" in text and 'framewright_queue_depth{state="todo"}' in text
    charged = sum(
        float(line.rsplit(" ", 1)[1])
        for engine in (team.one, team.two)
        for line in httpx.get(engine.origin + "/metrics").text.splitlines()
        if line.startswith('framewright_credits_charged_total{endpoint="/image-to-html"}')
    )
    assert charged >= 9 * 30  # the conversions of the tests before, counted where they were asked for
    jobs_run = sum(
        float(line.rsplit(" ", 1)[1])
        for worker in team.workers
        for line in httpx.get(f"http://127.0.0.1:{worker.metrics_port}/metrics").text.splitlines()
        if line.startswith("framewright_job_duration_seconds_count")
    )
    assert jobs_run >= 9


def test_an_error_body_carries_the_request_id(team):
    account = team.account()
    with api(team.one, account["headers"]) as one:
        refused = one.post(
            "/image-to-html",
            json={"image": "data:image/png;base64,AAAA"},
            headers={"X-Request-Id": "team-test-refused-1"},
        )
    assert refused.status_code == 400 and refused.json()["requestId"] == "team-test-refused-1"
    assert refused.headers["x-request-id"] == "team-test-refused-1"
    made_up = httpx.get(team.one.origin + "/api/v1/me")  # no key, no id offered: one is made up
    assert made_up.status_code == 401 and made_up.json()["requestId"] == made_up.headers["x-request-id"]
    assert any(
        line.get("request_id") == "team-test-refused-1" and line.get("status") == 400 for line in team.one.log_lines()
    )


def test_a_worker_killed_mid_job_the_request_still_answers_and_is_charged_once(team):
    account = team.account()
    image = data_url(CORPUS_SCREEN.read_bytes())  # a real screen with text: OCR keeps the worker busy a while
    with api(team.one, account["headers"], timeout=180) as one:
        loop = asyncio.new_event_loop()
        try:
            pending = loop.run_in_executor(
                None,
                lambda: one.post("/image-to-html", json={"image": image}, headers={"X-Request-Id": "team-test-kill-1"}),
            )
            victim = None
            deadline = time.monotonic() + 60
            while victim is None and time.monotonic() < deadline:
                for worker in team.workers:
                    if any(
                        line.get("request_id") == "team-test-kill-1" and line["message"] == "job started"
                        for line in worker.log_lines()
                    ):
                        victim = worker
                time.sleep(0.02)
            assert victim is not None, "no worker took the job"
            victim.kill()
            assert not any(
                line.get("request_id") == "team-test-kill-1" and line["message"] == "job finished"
                for line in victim.log_lines()
            ), "the job finished before the worker was killed"
            answer = loop.run_until_complete(pending)
        finally:
            loop.close()
    assert answer.status_code in (200, 504), answer.text
    committed = team.reservations(account["id"]).get("committed", 0)
    if answer.status_code == 200:
        assert committed == 1 and team.balance(account["id"]) == 2000 - 30
    else:
        assert committed == 0 and team.balance(account["id"]) == 2000
    assert team.ledger_total(account["id"]) == team.balance(account["id"])
    with team.db.connect() as conn:
        row = conn.execute(select(jobs.c.state, jobs.c.attempts).where(jobs.c.account_id == account["id"])).one()
        charges = conn.execute(
            select(func.count())
            .select_from(credit_ledger)
            .where(credit_ledger.c.account_id == account["id"], credit_ledger.c.kind == "reserve")
        ).scalar_one()
    assert charges == 1
    if answer.status_code == 200:
        assert row.state == "done" and row.attempts == 2  # taken again by the other worker


def test_no_worker_the_request_times_out_with_504_and_is_not_charged(lonely):
    account = lonely.account()
    with api(lonely.one, account["headers"]) as one:
        started = time.monotonic()
        answer = one.post("/image-to-html", json={"image": data_url(screen_png())})
        assert answer.status_code == 504
        assert time.monotonic() - started >= float(SLOW_JOB_TIMEOUT)
        body = error_of(answer)
        assert body["code"] == "job_timeout" and "nothing was charged" in body["error"]
    assert lonely.balance(account["id"]) == 2000 == lonely.ledger_total(account["id"])
    assert lonely.reservations(account["id"]) == {"released": 1}
    ready = httpx.get(lonely.one.origin + "/readyz")
    assert ready.status_code == 503 and "no worker seen" in ready.json()["checks"]["workers"]
    assert ready.json()["error"].startswith("not ready")


async def test_a_full_queue_answers_503_with_retry_after_before_charging(lonely):
    account = lonely.account()
    image = data_url(screen_png())
    async with httpx.AsyncClient(
        base_url=lonely.one.origin + "/api/v1", headers=account["headers"], timeout=60
    ) as http:
        first = asyncio.create_task(http.post("/image-to-html", json={"image": image}))
        await asyncio.sleep(1.0)  # the first job waits on the queue (the limit is one)
        second = await http.post("/image-to-html", json={"image": image})
        assert second.status_code == 503 and int(second.headers["retry-after"]) >= 1
        assert error_of(second)["code"] == "queue_full"
        assert lonely.reservations(account["id"]) == {"held": 1}  # only the first was reserved
        assert (await first).status_code == 504
    assert lonely.balance(account["id"]) == 2000 == lonely.ledger_total(account["id"])
    depth = httpx.get(lonely.one.origin + "/metrics").text
    assert 'framewright_queue_depth{state="todo"} 0.0' in depth  # the timed-out job left the queue


def test_migrate_blobs_moves_the_data_folders_files_into_the_database(postgres_cluster, tmp_path):
    from app.engine.blobs import DatabaseBlobs, FolderBlobs
    from tests.engine.test_admin_and_serve import admin

    name = postgres_cluster.create_database(template=TEMPLATE)
    try:
        url = postgres_cluster.url(name)
        folder = FolderBlobs(tmp_path / "data" / "blobs")
        names = {folder.put(screen_png(shade), ".png") for shade in (1, 2, 3)}
        moved = admin("migrate-blobs", database_url=url, data_dir=tmp_path / "data")
        assert moved == {"copied": 3, "alreadyThere": 0, "from": "folder", "to": "database"}
        db = create_engine(normalise_database_url(url))
        stored = DatabaseBlobs(db, tmp_path / "cache", time.time)
        assert set(stored.names()) == names
        assert all(stored.get(n).data == folder.get(n).data for n in names)
        again = admin("migrate-blobs", database_url=url, data_dir=tmp_path / "data")
        assert again["copied"] == 0 and again["alreadyThere"] == 3
        db.dispose()
    finally:
        postgres_cluster.drop_database(name)


def test_a_queue_needs_postgresql(tmp_path):
    import subprocess

    from tests.support.team import FRAMEWRIGHT

    done = subprocess.run(
        [*FRAMEWRIGHT, "serve", "--port", "0", "--data-dir", str(tmp_path), "--jobs", "queue"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "PostgreSQL" in done.stderr
    done = subprocess.run(
        [*FRAMEWRIGHT, "worker", "--data-dir", str(tmp_path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "PostgreSQL" in done.stderr


def test_engines_starting_together_on_an_empty_database_migrate_it_once(postgres_cluster):
    from concurrent.futures import ThreadPoolExecutor

    from app.engine.db.connect import open_database
    from app.engine.db.migrate import at_head, upgrade

    name = postgres_cluster.create_database()  # empty: no template
    engines = [open_database(normalise_database_url(postgres_cluster.url(name))) for _ in range(3)]
    try:
        with ThreadPoolExecutor(3) as pool:
            list(pool.map(upgrade, engines))  # raises if two of them ran the migrations at once
        assert all(at_head(engine) for engine in engines)
    finally:
        for engine in engines:
            engine.dispose()
        postgres_cluster.drop_database(name)
