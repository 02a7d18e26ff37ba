"""The chat dock against the engine's agent (POST /chat): each screen lands on the canvas as it is
made, where the engine placed it; the theme shows in the theme dock; a restyle repaints the
frames; Stop ends the stream and the canvas keeps what arrived."""

from __future__ import annotations

from tests.desktop.conftest import wait_opened

PROMPT = "A meditation app with onboarding, a timer and a journal"


def on_service(run, window):
    async def detail():
        return await window.studio.client.get_project(window.studio.project.id)

    return {frame.frame_id: frame for frame in run(detail()).frames}


def at(item) -> tuple[float, float]:
    return item.pos().x(), item.pos().y()


def test_screens_land_where_the_engine_put_them_and_a_restyle_repaints_them(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    dock = window.chat_dock
    on_canvas_when_arrived: list[int] = []
    dock.frame_arrived.connect(lambda _frame_id: on_canvas_when_arrived.append(len(window.scene.items_by_id)))
    dock.prompt.setText(PROMPT)
    task = dock.send()
    qtbot.waitUntil(task.done, timeout=120000)
    assert not task.cancelled() and task.exception() is None
    assert len(dock.created) >= 3
    assert on_canvas_when_arrived == list(range(1, len(dock.created) + 1))  # one by one, as they were made

    stored = on_service(run, window)
    for frame_id in dock.created:
        assert at(window.scene.items_by_id[frame_id]) == (stored[frame_id].left, stored[frame_id].top)
    assert len({at(window.scene.items_by_id[frame_id]) for frame_id in dock.created}) == len(dock.created)

    assert len(dock.themes) == 1
    theme = window.studio.themes.get(dock.themes[0])
    assert theme is not None and all(stored[f].theme_id == theme.id for f in dock.created)
    listed = [window.theme_dock.themes.item(row).text() for row in range(window.theme_dock.themes.count())]
    assert theme.name in listed
    qtbot.waitUntil(lambda: all(window.scene.items_by_id[f].picture is not None for f in dock.created), timeout=120000)
    before = {f: window.scene.items_by_id[f].picture_key for f in dock.created}
    html_before = {f: window.studio.project.frames.get(f).html for f in dock.created}

    dock.prompt.setText("make it dark and use teal")
    task = dock.send()
    qtbot.waitUntil(task.done, timeout=120000)
    assert task.exception() is None and dock.updated
    changed = [f for f in dock.updated if f in html_before]
    assert changed and all(window.studio.project.frames.get(f).html != html_before[f] for f in changed)
    restyled = window.studio.themes.get(theme.id)
    assert restyled.variants != theme.variants  # the theme dock's list now holds the agent's new variables
    qtbot.waitUntil(
        lambda: all(window.scene.items_by_id[f].picture_key not in (None, before[f]) for f in changed), timeout=120000
    )


def test_stop_after_the_first_screen_keeps_it_on_the_canvas(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    dock = window.chat_dock
    dock.frame_arrived.connect(lambda _frame_id: dock.stop_button.click())  # the user stops when one shows
    dock.prompt.setText(PROMPT)
    task = dock.send()
    qtbot.waitUntil(task.done, timeout=120000)
    assert task.cancelled()
    assert "Stopped." in dock.transcript.toPlainText()
    assert dock.send_button.isEnabled() and not dock.stop_button.isEnabled()
    assert len(dock.created) == 1
    first = dock.created[0]
    assert [frame.frame_id for frame in window.studio.project.frames] == [first]
    stored = on_service(run, window)
    assert first in stored and at(window.scene.items_by_id[first]) == (stored[first].left, stored[first].top)
    qtbot.waitUntil(lambda: window.scene.items_by_id[first].picture is not None, timeout=60000)
    assert [frame.frame_id for frame in window.studio.project.frames] == [first]
