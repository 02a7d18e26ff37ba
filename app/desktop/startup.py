"""Reaching a service at start: the embedded engine with a local Lite account, or a remote one."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.desktop import paths
from app.desktop.credentials import KeyStore
from app.desktop.embedded_engine import EmbeddedEngine, local_email
from app.desktop.settings_file import BROWSER, DesktopSettings
from app.desktop.sign_in import DESKTOP_CLIENT_ID, BrowserSignIn

LOCAL_PLAN = "lite"


@dataclass
class ServiceConnection:
    """What the window needs to talk to a service, and how the app got it."""

    base_url: str
    api_key: str | None
    mode: str  # "embedded" or "remote"
    key_note: str  # where the key is kept, in the user's words
    engine: EmbeddedEngine | None = None
    account_id: str | None = None
    sign_in: BrowserSignIn | None = None  # a remote service signed in to with the browser


async def ensure_local_account(
    engine: EmbeddedEngine, settings: DesktopSettings, settings_path: Path, keys: KeyStore
) -> tuple[str, str]:
    """The local account and its key: created on first run, a new key when the old one is not kept."""
    if settings.account_id is None:
        created = engine.created_account or await engine.create_account(local_email(), LOCAL_PLAN)
        settings.account_id = created["accountId"]
        settings.save(settings_path)
        keys.put(settings.account_id, created["apiKey"])
        return settings.account_id, created["apiKey"]
    api_key = keys.get(settings.account_id)
    if api_key is None:
        api_key = (await engine.create_key(settings.account_id))["apiKey"]
        keys.put(settings.account_id, api_key)
    return settings.account_id, api_key


async def start_embedded(
    data_dir: Path | None = None,
    keys: KeyStore | None = None,
    settings: DesktopSettings | None = None,
    engine: EmbeddedEngine | None = None,
) -> ServiceConnection:
    """Start the engine on the data directory (or finish starting the one given, already spawned)
    and make sure there is a local account to use it with."""
    data_dir = data_dir or paths.data_dir()
    keys = keys or KeyStore()
    settings_path = paths.settings_file(data_dir)
    settings = settings or DesktopSettings.load(settings_path)
    engine = engine or EmbeddedEngine(data_dir)
    base_url = await engine.start(first_account=local_email() if settings.account_id is None else None)
    try:
        account_id, api_key = await ensure_local_account(engine, settings, settings_path, keys)
    except BaseException:
        await engine.stop()
        raise
    return ServiceConnection(base_url, api_key, "embedded", keys.where, engine, account_id)


def remote_key_account(remote_url: str) -> str:
    """The keyring entry a remote service's API key is kept under."""
    return f"remote:{remote_url}"


def remote_connection(settings: DesktopSettings, keys: KeyStore) -> ServiceConnection:
    """A hosted service named in the settings, with its key from the keyring (if one is kept), or
    with the browser sign-in whose tokens the keyring keeps."""
    assert settings.remote_url
    if settings.remote_auth == BROWSER:
        sign_in = BrowserSignIn(settings.remote_url, keys, client_id=settings.oauth_client_id or DESKTOP_CLIENT_ID)
        where = "system keyring" if keys.secure else "memory for this session only"
        return ServiceConnection(
            settings.remote_url, None, "remote", f"Signed in with the browser; kept in {where}", sign_in=sign_in
        )
    return ServiceConnection(
        settings.remote_url, keys.get(remote_key_account(settings.remote_url)), "remote", keys.where, None, None
    )
