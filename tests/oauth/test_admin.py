"""`framewright admin create-oauth-client` and `set-password`, as an operator runs them, then a sign-in."""

from __future__ import annotations

import json
import subprocess
import sys

from sqlalchemy import select

from app.client.oauth import OAuthSession
from app.engine.db.tables import account_passwords
from tests.oauth.browser import Browser

FRAMEWRIGHT = [sys.executable, "-m", "app", "admin"]


def admin(engine, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            *FRAMEWRIGHT,
            *args,
            "--data-dir",
            str(engine.service.settings.data_dir),
            "--database-url",
            engine.service.settings.database_url,
        ],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


async def test_an_operator_registers_an_app_and_sets_a_password(engine):
    account = engine.new_account("starter", email="grace@example.com")
    created = admin(
        engine,
        "create-oauth-client",
        "--name",
        "Framewright desktop",
        "--redirect-uri",
        "http://127.0.0.1/callback",
        "https://studio.example.com/cb",
    )
    assert created.returncode == 0, created.stderr
    client = json.loads(created.stdout)
    assert client["clientId"].startswith("fwc_") and client["name"] == "Framewright desktop"
    assert client["redirectUris"] == ["http://127.0.0.1/callback", "https://studio.example.com/cb"]

    password = "a passphrase with spaces"
    done = admin(engine, "set-password", "--account", account.id, stdin=password + "\n")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"ok": True} and password not in done.stdout
    with engine.service.db.connect() as conn:
        stored = conn.execute(
            select(account_passwords.c.password_hash).where(account_passwords.c.account_id == account.id)
        ).scalar_one()
    assert stored.startswith("$argon2id$") and password not in stored

    async with OAuthSession(engine.site_url, client["clientId"], scopes=("profile:read",)) as session:
        await session.sign_in(Browser("grace@example.com", password))
        assert session.tokens.scope == "profile:read"


async def test_an_app_can_be_registered_under_the_id_it_ships_with(engine):
    created = admin(
        engine,
        "create-oauth-client",
        "--name",
        "Framewright desktop",
        "--client-id",
        "framewright-desktop",
        "--redirect-uri",
        "http://127.0.0.1/callback",
    )
    assert created.returncode == 0, created.stderr
    assert json.loads(created.stdout)["clientId"] == "framewright-desktop"
    again = admin(
        engine,
        "create-oauth-client",
        "--name",
        "Other",
        "--client-id",
        "framewright-desktop",
        "--redirect-uri",
        "http://127.0.0.1/cb",
    )
    assert again.returncode == 1 and "already exists" in again.stderr


async def test_refusals_print_an_error_and_exit_1(engine):
    account = engine.new_account("lite")
    for args, stdin, message in (
        (("create-oauth-client", "--name", "Web", "--redirect-uri", "http://app.example.com/cb"), "", "loopback"),
        (
            ("create-oauth-client", "--name", "App", "--client-id", "Bad Id!", "--redirect-uri", "http://127.0.0.1/cb"),
            "",
            "client id",
        ),
        (("set-password", "--account", account.id), "short\n", "at least 8"),
        (("set-password", "--account", "acct_nobody"), "long enough password\n", "no account"),
    ):
        done = admin(engine, *args, stdin=stdin)
        assert done.returncode == 1 and done.stdout == "", (args, done.stdout)
        assert message in json.loads(done.stderr.strip().splitlines()[-1])["error"]
