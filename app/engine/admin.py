"""The admin command line: accounts, keys, plans, credits, passwords and OAuth clients, straight on the database.

Each command prints one JSON object on stdout; a refusal prints {"error": ...} on stderr and
exits with status 1. Works whether or not an engine is serving the same database.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from app.contract.limits import PLANS
from app.engine import accounts, credits
from app.engine.blobs import DatabaseBlobs, FolderBlobs
from app.engine.blobs.moving import copy_blobs
from app.engine.oauth import clients, passwords
from app.engine.service import Service
from app.engine.settings import Settings


def _create_account(service: Service, args) -> dict:
    with service.db.begin() as conn:
        account_id = accounts.create_account(
            conn, email=args.email, plan=args.plan, seats=args.seats, name=args.name, now=service.now()
        )
        key = accounts.create_key(conn, account_id, service.now(), name="Default key")
    return {"accountId": account_id, "apiKey": key.api_key, "keyId": key.key_id}


def _create_key(service: Service, args) -> dict:
    with service.db.begin() as conn:
        key = accounts.create_key(conn, args.account, service.now(), name=args.name)
    return {"keyId": key.key_id, "apiKey": key.api_key}


def _revoke_key(service: Service, args) -> dict:
    with service.db.begin() as conn:
        accounts.revoke_key(conn, args.key, service.now())
    return {"ok": True}


def _set_plan(service: Service, args) -> dict:
    with service.db.begin() as conn:
        accounts.set_plan(conn, args.account, args.plan, service.now(), seats=args.seats)
    return {"ok": True}


def _adjust_credits(service: Service, args) -> dict:
    with service.db.connect() as conn:
        accounts.require_account(conn, args.account)
    try:
        balance = credits.adjust(service.db, args.account, args.delta, args.reason, service.now())
    except credits.InsufficientCredits as short:
        raise accounts.AccountError(f"cannot remove {short.needed} credits, the balance is {short.balance}") from None
    return {"balance": balance.total}


def _create_oauth_client(service: Service, args) -> dict:
    with service.db.begin() as conn:
        client = clients.create_client(conn, args.name, args.redirect_uri, service.now(), args.client_id)
    return {"clientId": client.id, "name": client.name, "redirectUris": client.redirect_uris}


def _set_password(service: Service, args) -> dict:
    password = sys.stdin.readline().rstrip("\r\n")  # one line: never on the command line, where ps shows it
    with service.db.begin() as conn:
        passwords.set_password(conn, args.account, password, service.now())
    return {"ok": True}


def _migrate_blobs(service: Service, args) -> dict:
    folder = FolderBlobs(service.settings.blob_dir)
    database = DatabaseBlobs(service.db, service.settings.blob_dir, service.now)
    source, target = (folder, database) if args.to == "database" else (database, folder)
    try:
        return copy_blobs(source, target)
    except ValueError as damaged:
        raise accounts.AccountError(str(damaged)) from None


COMMANDS: dict[str, Callable[[Service, argparse.Namespace], dict]] = {
    "create-account": _create_account,
    "create-key": _create_key,
    "revoke-key": _revoke_key,
    "set-plan": _set_plan,
    "adjust-credits": _adjust_credits,
    "create-oauth-client": _create_oauth_client,
    "set-password": _set_password,
    "migrate-blobs": _migrate_blobs,
}


def add_database_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", help="data directory (default: $FRAMEWRIGHT_DATA_DIR or the user data dir)")
    parser.add_argument(
        "--database-url", help="database URL (default: $FRAMEWRIGHT_DATABASE_URL or SQLite in the data dir)"
    )


def add_parser(subparsers) -> None:
    admin = subparsers.add_parser("admin", help="manage accounts, keys, plans, credits, passwords and OAuth clients")
    commands = admin.add_subparsers(dest="admin_command", required=True, metavar="COMMAND")

    def command(name: str, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text)
        add_database_flags(sub)
        return sub

    sub = command("create-account", "create an account with a first API key")
    sub.add_argument("--email", required=True)
    sub.add_argument("--plan", required=True, choices=list(PLANS))
    sub.add_argument("--seats", type=int, default=1)
    sub.add_argument("--name")
    sub = command("create-key", "create another API key for an account")
    sub.add_argument("--account", required=True)
    sub.add_argument("--name")
    sub = command("revoke-key", "revoke an API key")
    sub.add_argument("--key", required=True)
    sub = command("set-plan", "change an account's plan (starts a new billing period)")
    sub.add_argument("--account", required=True)
    sub.add_argument("--plan", required=True, choices=list(PLANS))
    sub.add_argument("--seats", type=int)
    sub = command("adjust-credits", "add (or with a negative delta, remove) credits")
    sub.add_argument("--account", required=True)
    sub.add_argument("--delta", required=True, type=int)
    sub.add_argument("--reason", required=True)
    sub = command("create-oauth-client", "register an app that signs users in with OAuth (a public native client)")
    sub.add_argument("--name", required=True)
    sub.add_argument(
        "--redirect-uri",
        required=True,
        nargs="+",
        action="extend",
        metavar="URI",
        help="where the app receives the code; http://127.0.0.1/PATH matches any port",
    )
    sub.add_argument(
        "--client-id", help="the id the app ships with (the desktop's is framewright-desktop); made up when not given"
    )
    sub = command("set-password", "set the password an account signs in with (read from standard input)")
    sub.add_argument("--account", required=True)
    sub = command(
        "migrate-blobs",
        "copy the uploads and CDN images of the data folder into the database (or back); "
        "their names and URLs stay the same",
    )
    sub.add_argument("--to", choices=("database", "folder"), default="database")


def run(args: argparse.Namespace) -> int:
    service = Service.open(Settings.resolve(args.data_dir, args.database_url))
    try:
        result = COMMANDS[args.admin_command](service, args)
    except accounts.AccountError as refused:
        print(json.dumps({"error": str(refused)}), file=sys.stderr)
        return 1
    finally:
        service.close()
    print(json.dumps(result))
    return 0
