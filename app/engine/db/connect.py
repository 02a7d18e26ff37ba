"""Opening the database: one SQLAlchemy engine per process, tuned per backend."""

import threading
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url

SQLITE_BUSY_TIMEOUT_MS = 15_000


def open_database(url: str) -> Engine:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_TIMEOUT_MS / 1000},
            pool_size=20,
            max_overflow=20,
        )
        event.listen(engine, "connect", _tune_sqlite)
        _serialise_writers(engine)
        return engine
    return create_engine(url, pool_size=20, max_overflow=20, pool_pre_ping=True)


def _tune_sqlite(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
    cursor.close()


WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


def _serialise_writers(engine: Engine) -> None:
    """SQLite allows one writer at a time and makes the others sleep and poll, which is what
    gives a busy server its long tail. Inside one process, writers queue on a lock instead,
    taken at a transaction's first write and released when it ends; other processes (the
    admin command line) still meet the busy timeout."""
    lock = threading.Lock()

    def take(conn, _cursor, statement, _parameters, _context, _executemany):
        if not conn.info.get("writing") and statement.lstrip()[:7].upper().startswith(WRITES):
            lock.acquire()
            conn.info["writing"] = True

    def give_back(conn):
        if conn.info.pop("writing", False):
            lock.release()

    event.listen(engine, "before_cursor_execute", take)
    event.listen(engine, "commit", give_back)
    event.listen(engine, "rollback", give_back)
