"""Conversions per minute on a team's queue: one engine, 1 then 2 (or any) `framewright worker` processes.

    python benchmarks/conversion.py --workers 1,2 [--conversions 16] [--clients 4] [--database-url URL]

For each worker count: a fresh database (on --database-url's server, or a throwaway PostgreSQL
cluster made with initdb/pg_ctl), one `framewright serve` handing conversions to the queue, the
workers, a Pro account; one conversion per worker first (the OCR models load), then the corpus
screens at 1x sent by `--clients` concurrent callers until `--conversions` have answered.
Prints conversions per minute and the request latency (p50, p99) per worker count. On a 2-core
machine expect little gain from a second worker: the engine, the workers and the callers share
the cores. Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.postgres import Cluster  # noqa: E402
from tests.support.team import start_engine, start_worker, wait_until_ready  # noqa: E402


def corpus_images(corpus: Path) -> list[str]:
    return [f"data:image/png;base64,{base64.b64encode(p.read_bytes()).decode()}" for p in sorted(corpus.glob("*.png"))]


def create_account(url: str, data_dir: Path) -> str:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "app",
            "admin",
            "create-account",
            "--email",
            f"bench-{uuid.uuid4().hex[:8]}@example.com",
            "--plan",
            "pro",
            "--data-dir",
            str(data_dir),
            "--database-url",
            url,
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return json.loads(done.stdout)["apiKey"]


async def convert_all(
    origin: str, api_key: str, images: list[str], total: int, clients: int
) -> tuple[list[float], int]:
    latencies: list[float] = []
    failures = 0
    queue = list(range(total))

    async with httpx.AsyncClient(
        base_url=origin + "/api/v1", timeout=600, headers={"Authorization": f"Bearer {api_key}"}
    ) as http:

        async def caller() -> None:
            nonlocal failures
            while queue:
                n = queue.pop()
                started = time.perf_counter()
                answer = await http.post("/image-to-html", json={"image": images[n % len(images)]})
                latencies.append(time.perf_counter() - started)
                failures += answer.status_code != 200

        await asyncio.gather(*(caller() for _ in range(clients)))
    return latencies, failures


def measure(server_url: str, workers: int, args, images: list[str]) -> dict:
    name = f"fw_bench_{uuid.uuid4().hex[:8]}"
    import psycopg

    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = server_url.rsplit("/", 1)[0] + "/" + name
    processes = []
    try:
        with tempfile.TemporaryDirectory(prefix="fw-workers-") as tmp:
            root = Path(tmp)
            engine = start_engine(url, root / "engine", "--queue-limit", "1000", "--job-timeout", "600")
            processes.append(engine)
            processes.extend(start_worker(url, root / f"worker-{n}") for n in range(workers))
            wait_until_ready(engine.origin)
            api_key = create_account(url, root / "admin")
            asyncio.run(convert_all(engine.origin, api_key, images, workers, workers))  # models load
            started = time.perf_counter()
            latencies, failures = asyncio.run(
                convert_all(engine.origin, api_key, images, args.conversions, args.clients)
            )
            elapsed = time.perf_counter() - started
    finally:
        for process in processes:
            process.stop()
        with psycopg.connect(server_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    ordered = sorted(latencies)
    return {
        "workers": workers,
        "per_minute": len(latencies) / elapsed * 60,
        "elapsed": elapsed,
        "p50": statistics.median(ordered),
        "p99": ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))],
        "failures": failures,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="1,2", help="worker counts to compare, e.g. 1,2")
    parser.add_argument("--conversions", type=int, default=16)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--database-url", help="a PostgreSQL server URL (its databases are made and dropped)")
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.workers.split(",") if n.strip()]
    images = corpus_images(args.corpus)
    cluster = None if args.database_url else Cluster().start()
    server_url = args.database_url or cluster.url()
    try:
        results = [measure(server_url, n, args, images) for n in counts]
    finally:
        if cluster is not None:
            cluster.stop()
    print(f"conversion workers: {args.conversions} corpus screens at 1x, {args.clients} concurrent callers, one engine")
    print(f"  {'workers':>7} {'conv/min':>9} {'p50 s':>7} {'p99 s':>7} {'failed':>7}")
    for r in results:
        print(f"  {r['workers']:7d} {r['per_minute']:9.1f} {r['p50']:7.2f} {r['p99']:7.2f} {r['failures']:7d}")


if __name__ == "__main__":
    main()
