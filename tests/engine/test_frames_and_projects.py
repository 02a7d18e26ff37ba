"""Frames (spec 4.8) and projects (contract addition) through the client against a real engine."""

from __future__ import annotations

import pytest

from app.client import BadRequestError, NotFoundError, ServiceClient
from app.contract import CreateTheme, SaveFrame

HTML = "<!doctype html><html><body><h1>Hello</h1><script>parent.postMessage('x','*')</script></body></html>"


async def test_projects_lifecycle(client):
    assert await client.list_projects() == []
    project = await client.create_project("Meditation")
    default = await client.create_project()
    assert project.name == "Meditation" and default.name == "Untitled Project"
    assert [p.id for p in await client.list_projects()] == [project.id, default.id]
    detail = await client.get_project(project.id)
    assert (detail.id, detail.name, detail.frames) == (project.id, "Meditation", [])
    await client.delete_project(default.id)
    assert [p.id for p in await client.list_projects()] == [project.id]
    with pytest.raises(NotFoundError):
        await client.get_project(default.id)


async def test_save_creates_then_overwrites_by_frame_id(client):
    project = await client.create_project("P")
    theme = await client.create_theme(CreateTheme())
    await client.save_frame(SaveFrame(frame_id="home", project_id=project.id, html="<p>1</p>"))
    frame = (await client.get_project(project.id)).frames[0]
    assert (frame.frame_id, frame.label, frame.left, frame.top, frame.theme_id) == ("home", "Screen", 0, 0, None)
    await client.save_frame(
        SaveFrame(
            frame_id="home",
            project_id=project.id,
            html="<p>2</p>",
            label="Home",
            left=420.5,
            top=-10,
            theme_id=theme.id,
        )
    )
    frames = (await client.get_project(project.id)).frames
    assert len(frames) == 1
    assert (frames[0].html, frames[0].label, frames[0].left, frames[0].top, frames[0].theme_id) == (
        "<p>2</p>",
        "Home",
        420.5,
        -10,
        theme.id,
    )


async def test_render_answers_the_html_sandboxed(client, http):
    project = await client.create_project("P")
    await client.save_frame(SaveFrame(frame_id="f-1", project_id=project.id, html=HTML))
    assert await client.render_frame("f-1") == HTML
    response = await http.get("/frames/f-1/render")
    assert response.headers["content-type"].startswith("text/html")
    policy = response.headers["content-security-policy"]
    assert policy.split(";")[0].strip() == "sandbox"  # no allow-same-origin, no allow-scripts
    assert response.headers["x-content-type-options"] == "nosniff"


async def test_delete_takes_the_frame_id_as_a_query_parameter(client, http):
    project = await client.create_project("P")
    await client.save_frame(SaveFrame(frame_id="a", project_id=project.id, html="<p>a</p>"))
    assert (await http.delete("/frames")).status_code == 400
    await client.delete_frame("a")
    assert (await client.get_project(project.id)).frames == []
    with pytest.raises(NotFoundError):
        await client.delete_frame("a")
    with pytest.raises(NotFoundError):
        await client.render_frame("a")


async def test_deleting_a_project_deletes_its_frames(client):
    project = await client.create_project("P")
    await client.save_frame(SaveFrame(frame_id="x", project_id=project.id, html="<p>x</p>"))
    await client.delete_project(project.id)
    with pytest.raises(NotFoundError):
        await client.render_frame("x")


async def test_frames_need_an_existing_project_and_theme_of_the_caller(client):
    with pytest.raises(NotFoundError):
        await client.save_frame(SaveFrame(frame_id="x", project_id="prj_nope", html="<p></p>"))
    project = await client.create_project("P")
    with pytest.raises(NotFoundError):
        await client.save_frame(SaveFrame(frame_id="x", project_id=project.id, html="", theme_id="thm_nope"))


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"frameId": "x", "html": "<p>"},
        {"frameId": "x", "projectId": "p"},
        {"frameId": "", "html": "", "projectId": "p"},
        {"frameId": "x", "html": "", "projectId": "p", "left": "far"},
        {"frameId": "x", "html": 5, "projectId": "p"},
    ],
)
async def test_invalid_frame_bodies_get_400(http, body):
    response = await http.post("/frames", json=body)
    assert response.status_code == 400
    assert response.json()["error"]


async def test_another_accounts_projects_and_frames_are_invisible(engine, client):
    project = await client.create_project("Secret")
    await client.save_frame(SaveFrame(frame_id="shared-id", project_id=project.id, html="<p>mine</p>"))
    stranger = engine.new_account()
    async with ServiceClient(engine.base_url, stranger.api_key) as theirs:
        assert await theirs.list_projects() == []
        for attempt in (
            theirs.get_project(project.id),
            theirs.delete_project(project.id),
            theirs.render_frame("shared-id"),
            theirs.delete_frame("shared-id"),
            theirs.save_frame(SaveFrame(frame_id="shared-id", project_id=project.id, html="x")),
        ):
            with pytest.raises(NotFoundError):
                await attempt
        # the same frameId in their own project is their own frame
        own = await theirs.create_project("Theirs")
        await theirs.save_frame(SaveFrame(frame_id="shared-id", project_id=own.id, html="<p>theirs</p>"))
        assert await theirs.render_frame("shared-id") == "<p>theirs</p>"
    assert await client.render_frame("shared-id") == "<p>mine</p>"


async def test_oversized_html_is_refused(client):
    project = await client.create_project("P")
    with pytest.raises(BadRequestError):
        await client.save_frame(
            SaveFrame.model_construct(
                frame_id="big",
                project_id=project.id,
                html="x" * (8 * 1024 * 1024 + 1),
                label="Screen",
                left=0,
                top=0,
                theme_id=None,
            )
        )


async def test_request_bodies_are_taken_strictly(http):
    """A boolean is not a number and a number is not a string, across the contract: 400 with the error body."""
    project = (await http.post("/projects", json={"name": "Strict"})).json()
    frame = {"projectId": project["id"], "frameId": "f1", "html": "<p>hi</p>", "label": "One"}
    refused = await http.post("/frames", json={**frame, "top": False})
    assert refused.status_code == 400 and "top" in refused.json()["error"]
    assert (await http.post("/frames", json={**frame, "left": "12"})).status_code == 400
    assert (await http.post("/projects", json={"name": 42})).status_code == 400
    assert (await http.post("/image-to-html", json={"image": 7})).status_code == 400
    stored = (await http.get(f"/projects/{project['id']}")).json()
    assert stored["frames"] == []  # nothing half-written
    accepted = await http.post("/frames", json={**frame, "top": 12, "left": 3.5})  # whole numbers are numbers
    assert accepted.status_code == 200
