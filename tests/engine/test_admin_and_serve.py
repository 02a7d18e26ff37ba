"""The admin command line and `framewright serve`, as other tools drive them: subprocesses, JSON out."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import httpx
import pytest

FRAMEWRIGHT = [sys.executable, "-m", "app"]


def admin(*args: str, database_url: str, data_dir, ok: bool = True) -> dict:
    done = subprocess.run(
        [*FRAMEWRIGHT, "admin", *args, "--data-dir", str(data_dir), "--database-url", database_url],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if ok:
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)
    assert done.returncode == 1 and done.stdout == ""
    return json.loads(done.stderr.strip().splitlines()[-1])


@pytest.fixture
def served(database_url, tmp_path):
    """`framewright serve --port 0` on the test database, stopped afterwards."""
    process = subprocess.Popen(
        [*FRAMEWRIGHT, "serve", "--port", "0", "--data-dir", str(tmp_path / "data"), "--database-url", database_url],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = process.stdout.readline().strip()
        assert line.startswith("listening on http://127.0.0.1:"), line
        yield line.removeprefix("listening on ")
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=30)


def test_admin_commands_and_the_engine_agree(database_url, tmp_path, served):
    created = admin(
        "create-account",
        "--email",
        "ada@example.com",
        "--plan",
        "starter",
        database_url=database_url,
        data_dir=tmp_path / "data",
    )
    assert set(created) == {"accountId", "apiKey", "keyId"} and created["apiKey"].startswith("fw_")
    api = httpx.Client(base_url=served + "/api/v1")
    me = api.get("/me", headers={"Authorization": f"Bearer {created['apiKey']}"}).json()
    assert (me["id"], me["email"], me["plan"], me["credits"]["balance"]) == (
        created["accountId"],
        "ada@example.com",
        "starter",
        8000,
    )

    second = admin(
        "create-key",
        "--account",
        created["accountId"],
        "--name",
        "CI",
        database_url=database_url,
        data_dir=tmp_path / "data",
    )
    assert set(second) == {"keyId", "apiKey"}
    assert admin("revoke-key", "--key", created["keyId"], database_url=database_url, data_dir=tmp_path / "data") == {
        "ok": True
    }
    assert api.get("/me", headers={"Authorization": f"Bearer {created['apiKey']}"}).status_code == 401
    headers = {"Authorization": f"Bearer {second['apiKey']}"}
    assert api.get("/me", headers=headers).status_code == 200

    assert admin(
        "adjust-credits",
        "--account",
        created["accountId"],
        "--delta",
        "500",
        "--reason",
        "support",
        database_url=database_url,
        data_dir=tmp_path / "data",
    ) == {"balance": 8500}
    assert admin(
        "set-plan",
        "--account",
        created["accountId"],
        "--plan",
        "free",
        database_url=database_url,
        data_dir=tmp_path / "data",
    ) == {"ok": True}
    refused = api.get("/me", headers=headers)
    assert refused.status_code == 403 and refused.json()["upgrade"] is True
    assert admin(
        "set-plan",
        "--account",
        created["accountId"],
        "--plan",
        "team",
        "--seats",
        "2",
        database_url=database_url,
        data_dir=tmp_path / "data",
    ) == {"ok": True}
    me = api.get("/me", headers=headers).json()
    assert me["credits"] == {"balance": 120500, "plan": 120000, "purchased": 500}


def test_admin_refusals_are_json_on_stderr(database_url, tmp_path):
    data_dir = tmp_path / "data"
    admin(
        "create-account", "--email", "dup@example.com", "--plan", "lite", database_url=database_url, data_dir=data_dir
    )
    assert (
        "already exists"
        in admin(
            "create-account",
            "--email",
            "dup@example.com",
            "--plan",
            "lite",
            database_url=database_url,
            data_dir=data_dir,
            ok=False,
        )["error"]
    )
    assert (
        "no account"
        in admin("create-key", "--account", "acct_nope", database_url=database_url, data_dir=data_dir, ok=False)[
            "error"
        ]
    )
    assert (
        "no key"
        in admin("revoke-key", "--key", "key_nope", database_url=database_url, data_dir=data_dir, ok=False)["error"]
    )
    created = admin(
        "create-account", "--email", "b@example.com", "--plan", "lite", database_url=database_url, data_dir=data_dir
    )
    assert (
        "cannot remove"
        in admin(
            "adjust-credits",
            "--account",
            created["accountId"],
            "--delta",
            "-5000",
            "--reason",
            "x",
            database_url=database_url,
            data_dir=data_dir,
            ok=False,
        )["error"]
    )


def test_environment_variables_choose_the_data_dir(tmp_path):
    env = {**os.environ, "FRAMEWRIGHT_DATA_DIR": str(tmp_path / "from-env")}
    env.pop("FRAMEWRIGHT_DATABASE_URL", None)
    done = subprocess.run(
        [*FRAMEWRIGHT, "admin", "create-account", "--email", "e@example.com", "--plan", "lite"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "from-env" / "framewright.db").is_file()


def test_serve_stops_cleanly_on_interrupt(tmp_path):
    process = subprocess.Popen(
        [*FRAMEWRIGHT, "serve", "--port", "0", "--data-dir", str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    line = process.stdout.readline()
    assert line.startswith("listening on ")
    started = time.monotonic()
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0
    assert time.monotonic() - started < 30


def test_serve_can_make_the_first_account_of_an_empty_database(tmp_path):
    def start() -> tuple[subprocess.Popen, list[str]]:
        process = subprocess.Popen(
            [*FRAMEWRIGHT, "serve", "--port", "0", "--data-dir", str(tmp_path), "--first-account", "me@example.com"],
            stdout=subprocess.PIPE,
            text=True,
        )
        return process, [process.stdout.readline().strip(), process.stdout.readline().strip()]

    process, lines = start()
    try:
        assert lines[0].startswith("first account {") and lines[1].startswith("listening on ")
        created = json.loads(lines[0].removeprefix("first account "))
        me = httpx.get(
            lines[1].removeprefix("listening on ") + "/api/v1/me",
            headers={"Authorization": f"Bearer {created['apiKey']}"},
            timeout=30,
        ).json()
        assert me["id"] == created["accountId"] and me["email"] == "me@example.com" and me["plan"] == "lite"
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=30)
    again, lines = start()  # the database has its account now: nothing new is made
    try:
        assert lines[0] == "first account null" and lines[1].startswith("listening on ")
    finally:
        again.send_signal(signal.SIGINT)
        again.wait(timeout=30)
