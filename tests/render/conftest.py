import pytest

from app.render import Renderer


@pytest.fixture(scope="module")
def renderer():
    with Renderer(workers=1, timeout=20) as shared:
        yield shared
