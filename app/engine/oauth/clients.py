"""Registered apps: public native clients, each with the redirect URIs it may use."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, insert, select

from app.engine.accounts import AccountError
from app.engine.db.tables import oauth_clients
from app.engine.ids import new_id
from app.engine.oauth.redirects import UnusableRedirect, check_registrable

MAX_CLIENT_ID = 40
CHOSEN_ID = re.compile(r"[a-z0-9][a-z0-9._-]{2,39}")  # e.g. framewright-desktop, the id an app ships with


@dataclass(frozen=True)
class Client:
    id: str
    name: str
    redirect_uris: list[str]


def create_client(
    conn: Connection, name: str, redirect_uris: list[str], now: datetime, client_id: str | None = None
) -> Client:
    """A new client; `client_id` picks its id (a well-known one an app ships with), else one is made."""
    name = name.strip()
    if not name or len(name) > 200:
        raise AccountError("a client needs a name of 1 to 200 characters")
    if not redirect_uris:
        raise AccountError("a client needs at least one redirect URI")
    try:
        uris = list(dict.fromkeys(check_registrable(uri) for uri in redirect_uris))
    except UnusableRedirect as refused:
        raise AccountError(str(refused)) from None
    if client_id is not None:
        if not CHOSEN_ID.fullmatch(client_id):
            raise AccountError("a client id is 3 to 40 characters: lower-case letters, digits, '.', '_' and '-'")
        if find_client(conn, client_id) is not None:
            raise AccountError(f"a client with id {client_id} already exists")
    client = Client(id=client_id or new_id("fwc"), name=name, redirect_uris=uris)
    conn.execute(insert(oauth_clients).values(id=client.id, name=name, redirect_uris=json.dumps(uris), created_at=now))
    return client


def find_client(conn: Connection, client_id: str | None) -> Client | None:
    if not client_id or len(client_id) > MAX_CLIENT_ID:
        return None
    row = conn.execute(select(oauth_clients).where(oauth_clients.c.id == client_id)).first()
    if row is None:
        return None
    return Client(id=row.id, name=row.name, redirect_uris=json.loads(row.redirect_uris))
