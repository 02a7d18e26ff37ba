"""Themes (spec 4.7) through the async client against a real engine."""

from __future__ import annotations

import pytest

from app.client import BadRequestError, NotFoundError, ServiceClient
from app.contract import CreateTheme, SaveFrame, UpdateTheme


async def test_create_with_defaults(client):
    theme = await client.create_theme(CreateTheme())
    assert theme.name == "Untitled Theme"
    assert theme.variants == {"default": {}}
    assert theme.id


async def test_variables_are_wrapped_into_the_default_variant_and_variants_win(client):
    flat = await client.create_theme(CreateTheme(name="Ocean", variables={"--primary": "#0ea5e9"}))
    assert flat.variants == {"default": {"--primary": "#0ea5e9"}}
    both = await client.create_theme(
        CreateTheme(variants={"dark": {"--background": "#000"}}, variables={"--primary": "#fff"})
    )
    assert both.variants == {"dark": {"--background": "#000"}}


async def test_list_and_get_by_id(client):
    first = await client.create_theme(CreateTheme(name="One"))
    second = await client.create_theme(CreateTheme(name="Two"))
    listed = await client.list_themes()
    assert [t.id for t in listed] == [first.id, second.id]
    assert (await client.get_theme(second.id)) == second
    assert await client.get_theme("thm_missing") is None


async def test_update_merges_variables_into_one_variant_or_replaces_all_variants(client):
    theme = await client.create_theme(
        CreateTheme(
            name="Brand",
            variants={"default": {"--primary": "#111", "--radius": "8px"}, "dark": {"--background": "#000"}},
        )
    )
    merged = await client.update_theme(
        UpdateTheme(id=theme.id, variables={"--primary": "#222"}, variant_name="default")
    )
    assert merged.variants == {"default": {"--primary": "#222", "--radius": "8px"}, "dark": {"--background": "#000"}}
    added = await client.update_theme(UpdateTheme(id=theme.id, variables={"--x": "1"}, variant_name="new"))
    assert added.variants["new"] == {"--x": "1"}
    renamed = await client.update_theme(UpdateTheme(id=theme.id, name="Brand 2", variants={"only": {}}))
    assert (renamed.name, renamed.variants) == ("Brand 2", {"only": {}})
    assert await client.get_theme(theme.id) == renamed


async def test_update_refusals(client, http):
    theme = await client.create_theme(CreateTheme())
    response = await http.put("/themes", json={"id": theme.id, "variables": {"--a": "1"}})
    assert response.status_code == 400 and "variantName" in response.json()["error"]
    with pytest.raises(NotFoundError):
        await client.update_theme(UpdateTheme(id="thm_nope", name="x"))
    assert (await http.put("/themes", json={"name": "no id"})).status_code == 400
    with pytest.raises(BadRequestError):
        await client.update_theme(UpdateTheme.model_construct(id=theme.id, name="x" * 201))


@pytest.mark.parametrize(
    "variables", [{"primary": "#fff"}, {"--x": "red; } body { display:none"}, {"--x": "</style><script>"}, {"--x": 3}]
)
async def test_variables_that_are_not_css_custom_properties_are_refused(http, variables):
    response = await http.post("/themes", json={"variables": variables})
    assert response.status_code == 400
    assert response.json()["error"]


async def test_delete_clears_the_theme_from_its_frames(client):
    theme = await client.create_theme(CreateTheme(name="Gone soon"))
    project = await client.create_project("App")
    await client.save_frame(SaveFrame(frame_id="f1", project_id=project.id, html="<p>hi</p>", theme_id=theme.id))
    await client.delete_theme(theme.id)
    assert await client.get_theme(theme.id) is None
    frame = (await client.get_project(project.id)).frames[0]
    assert frame.theme_id is None and frame.html == "<p>hi</p>"
    with pytest.raises(NotFoundError):
        await client.delete_theme(theme.id)


async def test_another_accounts_theme_is_invisible(engine, client):
    mine = await client.create_theme(CreateTheme(name="Mine"))
    stranger = engine.new_account()
    async with ServiceClient(engine.base_url, stranger.api_key) as theirs:
        assert await theirs.get_theme(mine.id) is None
        assert await theirs.list_themes() == []
        with pytest.raises(NotFoundError):
            await theirs.update_theme(UpdateTheme(id=mine.id, name="stolen"))
        with pytest.raises(NotFoundError):
            await theirs.delete_theme(mine.id)
    assert (await client.get_theme(mine.id)).name == "Mine"


async def test_get_with_id_of_another_account_answers_theme_null(engine, client, http):
    mine = await client.create_theme(CreateTheme())
    stranger = engine.new_account()
    response = await http.get(
        "/themes", params={"id": mine.id}, headers={"Authorization": f"Bearer {stranger.api_key}"}
    )
    assert response.status_code == 200 and response.json() == {"theme": None}


async def test_bad_bodies_get_400_not_500(http):
    for body in (b"{", b"[]", b'"x"', b'{"name": ""}', b'{"variants": {"a": "b"}}'):
        response = await http.post("/themes", content=body, headers={"content-type": "application/json"})
        assert response.status_code == 400, body
