"""Signing the desktop in to a remote service with the browser (OAuth + PKCE), end to end against a
real engine: the settings dialog's Sign in drives the engine's sign-in and consent pages (an HTTP
client plays the browser), the tokens land in the keyring and nowhere else, the window works on
them, refreshes them when they expire, and Sign out revokes them at the engine."""

from __future__ import annotations

import json
from dataclasses import replace

import httpx
import pytest

from app.client import ServiceClient
from app.client.oauth import Tokens
from app.contract.oauth import TOKEN_PATH
from app.desktop import paths
from app.desktop.credentials import SERVICE_NAME
from app.desktop.launch import switch_service
from app.desktop.sign_in import DESKTOP_CLIENT_ID
from app.engine.oauth import clients, passwords
from tests.desktop.conftest import dispose, release_deleted, wait_opened
from tests.oauth.browser import Browser

PASSWORD = "correct horse battery staple"
EMAIL = "ada@example.com"


@pytest.fixture
def person(engine):
    account = engine.new_account("lite", email=EMAIL)
    with engine.service.db.begin() as conn:
        passwords.set_password(conn, account.id, PASSWORD, engine.clock())
        clients.create_client(
            conn, "Framewright desktop", ["http://127.0.0.1/callback"], engine.clock(), DESKTOP_CLIENT_ID
        )
    return account


def kept_tokens(os_keyring, engine) -> Tokens | None:
    kept = os_keyring.secrets.get((SERVICE_NAME, f"sign-in:{engine.base_url}"))
    return Tokens.from_dict(json.loads(kept)) if kept else None


async def refresh_with(engine, refresh_token: str) -> httpx.Response:
    async with httpx.AsyncClient() as http:
        return await http.post(
            engine.site_url + TOKEN_PATH,
            data={"grant_type": "refresh_token", "refresh_token": refresh_token, "client_id": DESKTOP_CLIENT_ID},
        )


async def me_with(engine, access_token: str) -> int:
    async with httpx.AsyncClient() as http:
        return (
            await http.get(engine.base_url + "/me", headers={"Authorization": f"Bearer {access_token}"})
        ).status_code


def test_sign_in_with_the_browser_refresh_and_sign_out(
    qtbot, qapp, run, engine, person, make_window, tmp_path, closed_port, os_keyring
):
    data_dir = tmp_path / "desktop"
    window = make_window(f"http://127.0.0.1:{closed_port}/api/v1", "not-a-key", data_dir=data_dir, open_project=False)
    browser = Browser(EMAIL, PASSWORD)
    window.open_browser = browser
    requested = []
    window.reconnect_requested.connect(requested.append)
    dialog = window.open_settings()
    dialog.remote.setChecked(True)
    dialog.with_browser.setChecked(True)
    assert not dialog.key.isEnabled() and not dialog.sign_in_button.isEnabled()  # no address yet
    dialog.url.setText(engine.site_url)
    dialog.save_button.click()
    assert "Sign in first" in dialog.message.text() and not requested

    assert dialog.sign_in_button.isEnabled() and not dialog.sign_out_button.isEnabled()
    dialog.sign_in_button.click()
    qtbot.waitUntil(lambda: dialog.sign_in_state.text() == f"Signed in as {EMAIL}", timeout=30000)
    assert dialog.message.text() == ""
    # the browser went through the engine's sign-in and consent pages and back to the loopback listener
    assert "Signed in" in browser.pages[-1].text and browser.pages[-1].status_code == 200
    first = kept_tokens(os_keyring, engine)
    assert first.access_token.startswith("fwat_") and first.refresh_token.startswith("fwrt_")
    assert dialog.sign_out_button.isEnabled()

    dialog.save_button.click()
    assert len(requested) == 1 and requested[0].remote_auth == "browser"
    stored = paths.settings_file(data_dir).read_text()
    assert first.access_token not in stored and first.refresh_token not in stored

    again, connection = run(switch_service(window, None, data_dir, window.keys))
    try:
        release_deleted(qapp)
        again.show()
        assert connection.sign_in is not None and connection.api_key is None
        wait_opened(qtbot, again)
        qtbot.waitUntil(lambda: again.service_label.text() == "Remote service: connected")
        assert again.sign_out_action.isEnabled() and not again.sign_in_action.isEnabled()
        project_id = again.studio.project.id
        with engine.service.db.connect() as conn:  # the project was made for the person who signed in
            from sqlalchemy import text

            owner = conn.execute(
                text("select account_id from projects where id = :id"), {"id": project_id}
            ).scalar_one()
        assert owner == person.id

        # the access token expires: the next call refreshes it, and the keyring keeps the new pair
        engine.clock.advance(hours=2)
        assert run(me_with(engine, first.access_token)) == 401
        me = run(again.client.me())
        assert me.email == EMAIL
        second = kept_tokens(os_keyring, engine)
        assert second.refresh_token != first.refresh_token and second.access_token != first.access_token
        assert again.sign_in.session.tokens == second

        again.sign_out_action.trigger()
        qtbot.waitUntil(lambda: kept_tokens(os_keyring, engine) is None, timeout=15000)
        qtbot.waitUntil(lambda: again.service_label.text() == "Remote service: signed out")
        assert again.sign_in_action.isEnabled() and not again.sign_out_action.isEnabled()
        # revoked at the engine, not only forgotten here
        refused = run(refresh_with(engine, second.refresh_token))
        assert refused.status_code == 400 and refused.json()["error"] == "invalid_grant"
        assert run(me_with(engine, second.access_token)) == 401
        # signed out, a call fails as a refused credential does, in words
        from app.client import AuthenticationError
        from app.desktop.wording import describe

        with pytest.raises(AuthenticationError) as signed_out:
            run(again.client.me())
        assert describe(signed_out.value).startswith("Signed out")

        # and File → Sign in… brings the window back
        again.open_browser = Browser(EMAIL, PASSWORD)
        again.sign_in.open_browser = again.open_browser
        again.sign_in_action.trigger()
        qtbot.waitUntil(lambda: again.service_label.text() == "Remote service: connected", timeout=30000)
        assert kept_tokens(os_keyring, engine) is not None and again.sign_out_action.isEnabled()
    finally:
        dispose(run, again)


def test_a_denied_consent_leaves_nothing_kept_and_says_so(
    qtbot, run, engine, person, make_window, tmp_path, closed_port, os_keyring
):
    window = make_window(
        f"http://127.0.0.1:{closed_port}/api/v1", "not-a-key", data_dir=tmp_path / "desktop", open_project=False
    )
    window.open_browser = Browser(EMAIL, PASSWORD, decision="deny")
    dialog = window.open_settings()
    dialog.remote.setChecked(True)
    dialog.with_browser.setChecked(True)
    dialog.url.setText(engine.site_url)
    dialog.sign_in_button.click()
    qtbot.waitUntil(lambda: "cancelled" in dialog.message.text(), timeout=30000)
    assert dialog.sign_in_state.text() == "Not signed in" and kept_tokens(os_keyring, engine) is None
    assert not any(name.startswith("sign-in:") for _service, name in os_keyring.secrets)


def test_tokens_kept_from_an_earlier_run_are_used_without_a_browser(run, engine, person, os_keyring):
    """A restart signs nobody in again: the client takes the kept tokens, refreshing them when due."""
    from app.desktop.credentials import KeyStore
    from app.desktop.sign_in import BrowserSignIn

    async def scenario() -> None:
        first = BrowserSignIn(engine.base_url, KeyStore(), open_browser=Browser(EMAIL, PASSWORD))
        await first.sign_in()
        await first.aclose()
        later = BrowserSignIn(engine.base_url, KeyStore(), open_browser=lambda url: pytest.fail("no browser"))
        assert later.signed_in
        async with ServiceClient(engine.base_url, None, auth=later.auth()) as service:
            assert (await service.me()).email == EMAIL
            expired = replace(later.session.tokens, expires_at=0)
            later.session.tokens = expired
            assert (await service.me()).email == EMAIL
        assert kept_tokens(os_keyring, engine).refresh_token != expired.refresh_token
        await later.sign_out()
        await later.aclose()
        assert kept_tokens(os_keyring, engine) is None

    run(scenario())
