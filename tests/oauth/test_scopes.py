"""Which endpoints take access tokens, with which scope; and the API-key-only ones, which refuse them."""

from __future__ import annotations

import uuid

import httpx

from tests.oauth.conftest import ALL_SCOPES
from tests.support.bodies import error_of

NOWHERE = "does-not-exist"

# (scope, method, path, JSON body): every endpoint that takes an access token
SCOPED = [
    ("profile:read", "GET", "/me", None),
    ("inspirations:read", "GET", "/inspirations", None),
    ("inspirations:read", "GET", f"/inspirations/{NOWHERE}", None),
    ("projects:read", "GET", "/projects", None),
    ("projects:read", "GET", f"/projects/{NOWHERE}", None),
    ("projects:read", "GET", "/themes", None),
    ("projects:read", "GET", f"/frames/{NOWHERE}/render", None),
    ("projects:write", "POST", "/projects", {"name": "Scoped"}),
    ("projects:write", "DELETE", f"/projects/{NOWHERE}", None),
    ("projects:write", "POST", "/themes", {"name": "Scoped"}),
    ("projects:write", "PUT", "/themes", {"id": NOWHERE, "name": "Renamed"}),
    ("projects:write", "DELETE", "/themes", {"id": NOWHERE}),
    ("projects:write", "POST", "/frames", {"frameId": str(uuid.uuid4()), "html": "<p>hi</p>", "projectId": NOWHERE}),
    ("projects:write", "DELETE", f"/frames?frameId={NOWHERE}", None),
    (
        "projects:write",
        "POST",
        "/chat",
        {
            "messages": [{"id": "m1", "role": "user", "parts": [{"type": "text", "text": "a to-do app"}]}],
            "projectId": NOWHERE,
            "id": str(uuid.uuid4()),
        },
    ),
]

API_KEY_ONLY = [
    ("POST", "/upload", {"image": "data:image/png;base64,iVBORw0KGgo="}),
    ("POST", "/image-to-html", {"image": "data:image/png;base64,iVBORw0KGgo="}),
    ("POST", "/export-code", {"html": "<p>hi</p>", "framework": "flutter"}),
    ("POST", "/designtool-export", {"html": "<p>hi</p>"}),
    ("GET", "/usage", None),
    ("POST", "/credits/purchase", {"pack": "credits_1000"}),
]


async def call(engine, token: str, method: str, path: str, body) -> httpx.Response:
    async with httpx.AsyncClient(base_url=engine.base_url, timeout=60) as raw:
        return await raw.request(
            method, path, json=body, headers={"Authorization": f"Bearer {token}", "Idempotency-Key": uuid.uuid4().hex}
        )


async def test_each_endpoint_needs_its_scope(engine, sign_in):
    for scope in ALL_SCOPES:
        only = (await sign_in((scope,))).tokens.access_token
        others = (await sign_in(tuple(s for s in ALL_SCOPES if s != scope))).tokens.access_token
        for needed, method, path, body in SCOPED:
            with_scope = await call(engine, only if needed == scope else others, method, path, body)
            assert with_scope.status_code not in (401, 403), (needed, method, path, with_scope.text)
            if needed != scope:
                continue
            without = await call(engine, others, method, path, body)
            assert without.status_code == 403, (method, path, without.text)
            assert error_of(without) == {
                "error": f"this access token lacks the scope {scope}",
                "code": "insufficient_scope",
            }
            assert f'scope="{scope}"' in without.headers["www-authenticate"]


async def test_what_a_token_reads_and_writes_is_the_accounts_own(engine, sign_in, person):
    writer = await sign_in(("projects:read", "projects:write"))
    token = writer.tokens.access_token
    created = await call(engine, token, "POST", "/projects", {"name": "Mine"})
    assert created.status_code == 200
    project = created.json()["id"]
    saved = await call(
        engine, token, "POST", "/frames", {"frameId": "f-1", "html": "<p>token frame</p>", "projectId": project}
    )
    assert saved.status_code == 200
    rendered = await call(engine, token, "GET", "/frames/f-1/render", None)
    assert rendered.status_code == 200 and "token frame" in rendered.text
    other = engine.new_account("lite")
    async with httpx.AsyncClient(
        base_url=engine.base_url, headers={"Authorization": f"Bearer {other.api_key}"}
    ) as stranger:
        assert (await stranger.get(f"/projects/{project}")).status_code == 404
    async with httpx.AsyncClient(
        base_url=engine.base_url, headers={"Authorization": f"Bearer {person.api_key}"}
    ) as owner:
        assert (await owner.get(f"/projects/{project}")).json()["frames"][0]["frameId"] == "f-1"


async def test_api_key_only_endpoints_refuse_access_tokens(engine, sign_in, person):
    token = (await sign_in()).tokens.access_token
    for method, path, body in API_KEY_ONLY:
        refused = await call(engine, token, method, path, body)
        assert refused.status_code == 403, (path, refused.text)
        assert refused.json()["code"] == "api_key_required" and "API key" in refused.json()["error"], path
    # the same account's key still works there
    async with httpx.AsyncClient(
        base_url=engine.base_url, headers={"Authorization": f"Bearer {person.api_key}"}
    ) as by_key:
        assert (await by_key.get("/usage")).status_code == 200


async def test_a_dead_or_made_up_token_is_401_with_where_to_sign_in(engine, sign_in):
    session = await sign_in(("profile:read",))
    for token in ("fwat_made-up", session.tokens.refresh_token):
        refused = await call(engine, token, "GET", "/me", None)
        assert refused.status_code == 401 and refused.json()["error"]
    made_up = await call(engine, "fwat_made-up", "GET", "/me", None)
    assert made_up.headers["www-authenticate"] == (
        f'Bearer realm="framewright", error="invalid_token", '
        f'resource_metadata="{engine.site_url}/.well-known/oauth-protected-resource"'
    )


async def test_an_access_token_works_on_a_free_account(engine, desktop_app):
    """Signing an app in is using the platform: the plan's API access governs API keys, not sign-ins."""
    from app.client.oauth import OAuthSession
    from app.engine.oauth import passwords
    from tests.oauth.browser import Browser

    free = engine.new_account("free", email="free@example.com")
    with engine.service.db.begin() as conn:
        passwords.set_password(conn, free.id, "a long enough password", engine.clock())
    async with httpx.AsyncClient(base_url=engine.base_url) as raw:
        assert (await raw.get("/me", headers={"Authorization": f"Bearer {free.api_key}"})).status_code == 403
    async with OAuthSession(engine.site_url, desktop_app.id, scopes=("profile:read",)) as session:
        await session.sign_in(Browser("free@example.com", "a long enough password"))
        me = await call(engine, session.tokens.access_token, "GET", "/me", None)
    assert me.status_code == 200 and me.json()["plan"] == "free"
