"""Edits go to the cache first and reach the service through the outbox; conflicts keep both."""

from __future__ import annotations

from datetime import UTC

from app.cache import LocalCache, Outbox, frame_hash
from app.cache.ids import new_frame_id
from app.client import RetryPolicy, ServiceClient
from app.contract import Frame, SaveFrame
from tests.cache.conftest import keyed

HTML = "<!doctype html><html><head><style>:root{--primary:#4f46e5}</style></head><body><h1>Hi</h1></body></html>"
NO_WAIT = RetryPolicy(retries=1, base_delay=0.0, max_delay=0.0)


async def open_project(client: ServiceClient, cache: LocalCache):
    project = await client.create_project("Cache test")
    cache.accept_project(project, [])
    return project


def new_frame(project_id: str, label: str = "Home", left: float = 0) -> Frame:
    return Frame(frame_id=new_frame_id(), project_id=project_id, html=HTML, label=label, left=left, top=0)


async def test_an_edit_waits_in_the_outbox_while_the_service_is_down_and_lands_with_the_same_key(
    engine, account, cache, recorder, closed_port
):
    async with ServiceClient(engine.base_url, account.api_key) as client:
        project = await open_project(client, cache)
    frame = new_frame(project.id)
    cache.write_frame(frame)
    assert cache.frames(project.id) == [frame]  # readable at once, offline

    outbox = Outbox(cache)
    async with ServiceClient(
        f"http://127.0.0.1:{closed_port}/api/v1", account.api_key, retries=NO_WAIT, transport=keyed(recorder)
    ) as down:
        report = await outbox.flush(down)
    assert report.offline and report.sent == 0 and report.remaining == 1
    first_key = recorder.sent[-1][2]
    assert first_key and first_key.startswith("fwc-")

    async with ServiceClient(engine.base_url, account.api_key, transport=keyed(recorder)) as client:
        report = await outbox.flush(client)
        assert (report.sent, report.remaining, report.offline) == (1, 0, None)
        detail = await client.get_project(project.id)
    assert [f.frame_id for f in detail.frames] == [frame.frame_id]
    assert detail.frames[0].html == HTML
    saves = [key for method, path, key in recorder.sent if method == "POST" and path.endswith("/frames")]
    assert saves and set(saves) == {first_key}  # every attempt of the entry carried its one key
    assert cache.synced_hash(frame.frame_id) == frame_hash(frame)
    assert outbox.pending() == []


async def test_a_newer_edit_replaces_an_older_one_not_yet_sent(engine, account, cache):
    async with ServiceClient(engine.base_url, account.api_key) as client:
        project = await open_project(client, cache)
        frame = new_frame(project.id)
        cache.write_frame(frame)
        cache.write_frame(frame.model_copy(update={"label": "Welcome"}))
        outbox = Outbox(cache)
        assert len(outbox.pending()) == 1
        await outbox.flush(client)
        detail = await client.get_project(project.id)
    assert [f.label for f in detail.frames] == ["Welcome"]


async def test_a_conflict_keeps_the_service_copy_and_the_local_one_as_a_duplicate(engine, account, cache):
    async with ServiceClient(engine.base_url, account.api_key) as client:
        project = await open_project(client, cache)
        frame = new_frame(project.id, "Profile")
        cache.write_frame(frame)
        await Outbox(cache).flush(client)

        # elsewhere, someone renames it on the service; here it is moved
        await client.save_frame(
            SaveFrame(frame_id=frame.frame_id, html=HTML, project_id=project.id, label="Profile (edited elsewhere)")
        )
        cache.write_frame(frame.model_copy(update={"left": 900}))
        report = await Outbox(cache).flush(client)

        assert len(report.conflicts) == 1
        conflict = report.conflicts[0]
        assert conflict.service_frame.label == "Profile (edited elsewhere)"
        assert conflict.local_copy is not None and conflict.local_copy.label == "Profile (local copy)"
        assert conflict.local_copy.frame_id != frame.frame_id and conflict.local_copy.top == 0
        detail = await client.get_project(project.id)

    on_service = {f.frame_id: f for f in detail.frames}
    assert on_service[frame.frame_id].label == "Profile (edited elsewhere)"  # the service won
    assert on_service[conflict.local_copy.frame_id].label == "Profile (local copy)"  # yours is kept
    cached = {f.frame_id: f for f in cache.frames(project.id)}
    assert cached[frame.frame_id].label == "Profile (edited elsewhere)"
    assert conflict.local_copy.frame_id in cached


async def test_deleting_a_frame_changed_on_the_service_keeps_it(engine, account, cache):
    async with ServiceClient(engine.base_url, account.api_key) as client:
        project = await open_project(client, cache)
        kept, gone = new_frame(project.id, "Kept"), new_frame(project.id, "Gone", left=430)
        cache.write_frame(kept)
        cache.write_frame(gone)
        await Outbox(cache).flush(client)
        await client.save_frame(
            SaveFrame(frame_id=kept.frame_id, html=HTML + "<!-- v2 -->", project_id=project.id, label="Kept")
        )
        cache.erase_frame(kept.frame_id)
        cache.erase_frame(gone.frame_id)
        report = await Outbox(cache).flush(client)
        detail = await client.get_project(project.id)
    assert [c.service_frame.frame_id for c in report.conflicts] == [kept.frame_id]
    assert [f.frame_id for f in detail.frames] == [kept.frame_id]
    assert [f.frame_id for f in cache.frames(project.id)] == [kept.frame_id]


async def test_the_service_copy_merges_without_losing_edits_waiting_to_be_sent(engine, account, cache):
    async with ServiceClient(engine.base_url, account.api_key) as client:
        project = await open_project(client, cache)
        on_service = new_frame(project.id, "From service")
        await client.save_frame(
            SaveFrame(frame_id=on_service.frame_id, html=HTML, project_id=project.id, label="From service")
        )
        local = new_frame(project.id, "Made offline", left=430)
        cache.write_frame(local)
        detail = await client.get_project(project.id)
    merged = cache.accept_project(project, detail.frames)
    assert {f.label for f in merged} == {"From service", "Made offline"}


def test_the_cache_survives_a_restart(tmp_path):
    path = tmp_path / "cache.db"
    from datetime import datetime

    from app.contract import Project

    first = LocalCache(path)
    project = Project(id="prj_1", name="Offline", created_at=datetime.now(UTC))
    first.accept_project(project, [])
    frame = new_frame("prj_1")
    first.write_frame(frame)
    first.close()
    again = LocalCache(path)
    assert [p.name for p in again.projects()] == ["Offline"]
    assert again.frames("prj_1") == [frame]
    assert len(Outbox(again).pending()) == 1
    again.close()
