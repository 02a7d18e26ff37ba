"""pytest fixtures: databases (SQLite file, PostgreSQL cluster), a running engine, accounts, clients."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine.db.connect import open_database
from app.engine.db.migrate import upgrade
from app.engine.service import Service
from app.engine.settings import Settings
from tests.support.postgres import Cluster
from tests.support.server import Account, Clock, RunningEngine, start_engine

TEMPLATE = "fw_template"


@pytest.fixture(scope="session")
def postgres_cluster():
    """One PostgreSQL cluster for the session, with a migrated template database."""
    try:
        cluster = Cluster().start()
    except FileNotFoundError:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed; PostgreSQL runs skipped")
    try:
        with __import__("psycopg").connect(cluster.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{TEMPLATE}"')
        engine = open_database(
            Settings.resolve(database_url=cluster.url(TEMPLATE), data_dir="/nonexistent").database_url
        )
        upgrade(engine)
        engine.dispose()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path: Path):
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'framewright.db'}"
        return
    cluster: Cluster = request.getfixturevalue("postgres_cluster")
    name = cluster.create_database(template=TEMPLATE)
    try:
        yield cluster.url(name)
    finally:
        cluster.drop_database(name)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def service(database_url: str, tmp_path: Path, clock: Clock) -> Service:
    settings = Settings.resolve(data_dir=tmp_path / "data", database_url=database_url)
    settings.clock = clock
    opened = Service.open(settings)
    yield opened
    opened.close()


@pytest.fixture
def engine(service: Service, clock: Clock) -> RunningEngine:
    running = start_engine(service, clock)
    yield running
    running.stop()


@pytest.fixture
def account(engine: RunningEngine) -> Account:
    return engine.new_account("lite")


@pytest.fixture
async def client(engine: RunningEngine, account: Account):
    from app.client import ServiceClient

    async with ServiceClient(engine.base_url, account.api_key) as service_client:
        yield service_client


@pytest.fixture
async def http(engine: RunningEngine, account: Account):
    """Plain HTTP with the account's key, for what the typed client hides (headers, raw bodies)."""
    import httpx

    async with httpx.AsyncClient(
        base_url=engine.base_url,
        timeout=120,  # a first conversion can take seconds
        headers={"Authorization": f"Bearer {account.api_key}"},
    ) as raw:
        yield raw
