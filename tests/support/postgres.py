"""A throwaway PostgreSQL cluster in a temporary directory, on a free loopback port."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path

import psycopg


def find_binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return candidates[-1] if candidates else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Cluster:
    def __init__(self) -> None:
        self.initdb = find_binary("initdb")
        self.pg_ctl = find_binary("pg_ctl")
        if not (self.initdb and self.pg_ctl):
            raise FileNotFoundError("initdb/pg_ctl not found")
        self.root = Path(tempfile.mkdtemp(prefix="fw-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self.as_postgres = os.geteuid() == 0

    def _run(self, *argv: str) -> None:
        command = ["runuser", "-u", "postgres", "--", *argv] if self.as_postgres else list(argv)
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)

    def start(self) -> Cluster:
        if self.as_postgres:
            shutil.chown(self.root, "postgres", "postgres")
        self._run(self.initdb, "-D", str(self.data), "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8")
        options = (
            f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.root} -c fsync=off "
            f"-c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
        )
        self._run(self.pg_ctl, "-D", str(self.data), "-o", options, "-l", str(self.root / "log"), "-w", "start")
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, template: str | None = None) -> str:
        name = "fw_" + uuid.uuid4().hex[:12]
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else ""))
        return name

    def drop_database(self, name: str) -> None:
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self) -> None:
        try:
            self._run(self.pg_ctl, "-D", str(self.data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
