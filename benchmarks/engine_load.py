"""Load on theme and frame CRUD against `framewright serve`: requests/s, p50 and p99.

    python benchmarks/engine_load.py [--clients 16] [--seconds 15] [--database-url URL] [--replicas N]

Starts the engine as its own process on a free loopback port with a fresh data directory,
creates a Lite account through the admin command line, then runs concurrent clients, each
cycling through create/read/update theme, save/render/delete frame, delete theme. The load comes
from aiohttp, the lightest well-kept Python HTTP client, so that the generator, which shares the
machine's two cores with the engine, takes as little of them as it can. Target on a 2-core
machine: >= 500 requests/s with p99 <= 50 ms. Prints figures; never fails on them.

With --replicas N the same load runs twice on one PostgreSQL database (--database-url, or a
throwaway cluster made with initdb/pg_ctl): against one engine, then against N engine processes,
the clients spread over them in turn as a load balancer would, so the two runs compare.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid

import aiohttp

FRAME_HTML = "<!doctype html><html><body style='margin:0'><main><h1>Today</h1><p>3 sessions</p></main></body></html>"


def start_engine(data_dir: str, database_url: str | None) -> tuple[subprocess.Popen, str]:
    extra = ["--database-url", database_url] if database_url else []
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--port", "0", "--data-dir", data_dir, *extra],
        stdout=subprocess.PIPE,
        text=True,
    )
    line = process.stdout.readline().strip()
    if not line.startswith("listening on "):
        process.kill()
        raise SystemExit(f"engine did not start: {line!r}")
    return process, line.removeprefix("listening on ")


def create_account(data_dir: str, database_url: str | None) -> str:
    extra = ["--database-url", database_url] if database_url else []
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "app",
            "admin",
            "create-account",
            "--email",
            f"load-{uuid.uuid4().hex[:8]}@example.com",
            "--plan",
            "pro",
            "--data-dir",
            data_dir,
            *extra,
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)["apiKey"]


async def one_client(
    http: aiohttp.ClientSession, api: str, project_id: str, stop_at: float, latencies: list[float], errors: list[str]
) -> None:
    async def timed(method: str, path: str, **kwargs):
        started = time.perf_counter()
        async with http.request(method, api + path, **kwargs) as response:
            body = await response.read()
        latencies.append(time.perf_counter() - started)
        if response.status >= 400:
            errors.append(f"{method} {path} -> {response.status}")
        return json.loads(body) if response.content_type == "application/json" else body

    while time.perf_counter() < stop_at:
        theme = await timed("POST", "/themes", json={"name": "Load", "variables": {"--primary": "#4f46e5"}})
        await timed("GET", "/themes", params={"id": theme["id"]})
        await timed(
            "PUT", "/themes", json={"id": theme["id"], "variantName": "default", "variables": {"--radius": "12px"}}
        )
        frame_id = uuid.uuid4().hex
        await timed(
            "POST",
            "/frames",
            json={
                "frameId": frame_id,
                "projectId": project_id,
                "html": FRAME_HTML,
                "label": "Home",
                "themeId": theme["id"],
            },
        )
        await timed("GET", f"/frames/{frame_id}/render")
        await timed("DELETE", "/frames", params={"frameId": frame_id})
        await timed("DELETE", "/themes", json={"id": theme["id"]})


async def run_load(
    base_urls: list[str], api_key: str, clients: int, seconds: float
) -> tuple[list[float], list[str], float]:
    api = base_urls[0] + "/api/v1"
    connector = aiohttp.TCPConnector(limit=clients)
    async with aiohttp.ClientSession(
        connector=connector, timeout=aiohttp.ClientTimeout(total=30), headers={"Authorization": f"Bearer {api_key}"}
    ) as http:
        async with http.post(api + "/projects", json={"name": "Load"}) as response:
            project_id = (await response.json())["id"]

        async def warm() -> None:  # open every connection and warm the code paths
            async with http.get(api + "/themes", params={"id": "x"}) as response:
                await response.read()

        await asyncio.gather(*(warm() for _ in range(clients)))
        latencies: list[float] = []
        errors: list[str] = []
        started = time.perf_counter()
        await asyncio.gather(
            *(
                one_client(
                    http, base_urls[n % len(base_urls)] + "/api/v1", project_id, started + seconds, latencies, errors
                )
                for n in range(clients)
            )
        )
        return latencies, errors, time.perf_counter() - started


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, from /proc (0 where /proc is not there)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def measure(args, database_url: str | None, replicas: int) -> None:
    with tempfile.TemporaryDirectory(prefix="fw-load-") as data_dir:
        engines = [start_engine(os.path.join(data_dir, f"engine-{n}"), database_url) for n in range(replicas)]
        try:
            api_key = create_account(data_dir, database_url)
            engine_cpu = sum(cpu_seconds(process.pid) for process, _ in engines)
            own_cpu = time.process_time()
            latencies, errors, elapsed = asyncio.run(
                run_load([url for _, url in engines], api_key, args.clients, args.seconds)
            )
            engine_cpu = sum(cpu_seconds(process.pid) for process, _ in engines) - engine_cpu
            own_cpu = time.process_time() - own_cpu
        finally:
            for process, _ in engines:
                process.send_signal(signal.SIGINT)
            for process, _ in engines:
                process.wait(timeout=30)
    report(args, database_url, replicas, latencies, errors, elapsed, engine_cpu, own_cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--database-url", default=os.environ.get("FRAMEWRIGHT_DATABASE_URL"))
    parser.add_argument(
        "--replicas", type=int, default=1, help="also run against this many engine processes on one PostgreSQL database"
    )
    args = parser.parse_args()
    if args.replicas <= 1:
        measure(args, args.database_url, 1)
        return
    cluster = None
    database_url = args.database_url
    if not database_url or "postgres" not in database_url:
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        from tests.support.postgres import Cluster

        cluster = Cluster().start()
        database_url = cluster.url()
    try:
        for replicas in (1, args.replicas):
            measure(args, database_url, replicas)
    finally:
        if cluster is not None:
            cluster.stop()


def report(args, database_url, replicas, latencies, errors, elapsed, engine_cpu, own_cpu) -> None:
    backend = "postgresql" if database_url and "postgres" in database_url else "sqlite"
    print(
        f"engine_load: {backend}, {replicas} engine{'s' if replicas > 1 else ''}, {args.clients} clients, "
        f"{elapsed:.1f} s, {len(latencies)} requests"
    )
    print(f"  throughput  {len(latencies) / elapsed:8.1f} requests/s   (target >= 500)")
    print(f"  latency p50 {statistics.median(latencies) * 1000:8.1f} ms")
    print(f"  latency p99 {percentile(latencies, 0.99) * 1000:8.1f} ms   (target <= 50)")
    print(f"  errors      {len(errors):8d}" + (f"   first: {errors[0]}" if errors else ""))
    print(
        f"  cpu         engines {engine_cpu / elapsed * 100:5.0f} %, load generator {own_cpu / elapsed * 100:5.0f} %"
        f" of one core; engine {engine_cpu / max(len(latencies), 1) * 1e6:.0f} us per request"
    )


if __name__ == "__main__":
    main()
