"""A text led by its small mark close before it (a status line's dot under a machine's name) keeps the mark beside
it however wide the screen: the two are not pushed apart to the ends of a row that only hugs them. A status at the
far end of a list row is still pushed there."""

from __future__ import annotations

import pytest

from tests.vision.tree import conversion_at_both_widths

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#fff;color:#202020;padding:20px 16px}
.head{display:flex;align-items:center;gap:10px}
.tile{width:40px;height:40px;border-radius:4px;background:#e1f1f6;display:flex;align-items:center;justify-content:center}
.name{font-size:20px}
.state{display:flex;align-items:center;gap:6px;font-size:12px;color:#565656;margin-top:2px}
.dot{width:8px;height:8px;border-radius:50%;background:#3c8500}
.rows{margin-top:24px;border-top:1px solid #ddd}
.row{display:flex;justify-content:space-between;align-items:center;padding:14px 0;border-bottom:1px solid #ddd;font-size:15px}
.live{display:flex;align-items:center;gap:6px;font-size:13px;color:#2f6f0a}
</style></head><body>
<div class="head"><div class="tile"><svg width="20" height="18" viewBox="0 0 20 18"><rect x="1" y="1" width="18" height="12" rx="1" fill="none" stroke="#0072a3" stroke-width="2"/><path d="M6 17h8" stroke="#0072a3" stroke-width="2"/></svg></div>
<div><div class="name">vm-prod-db-03</div><div class="state"><span class="dot"></span>Powered on · Guest OS running</div></div></div>
<div class="rows"><div class="row"><span>Primary database</span><span class="live"><svg width="8" height="8"><circle cx="4" cy="4" r="4" fill="#3c8500"/></svg>Online</span></div>
<div class="row"><span>Replica in Frankfurt</span><span class="live"><svg width="8" height="8"><circle cx="4" cy="4" r="4" fill="#3c8500"/></svg>Online</span></div></div>
</body></html>
"""


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return conversion_at_both_widths(PAGE, request.param)


def _off(ours: list[dict], theirs: list[dict], words: str) -> float:
    """How far across our text stands from the original's, by its nearer edge or its middle (the recogniser may
    read a dot before a word as a bullet)."""
    a, b = (next(t["bbox"] for t in texts if words in t["text"]) for texts in (ours, theirs))
    return min(abs(a[0] - b[0]), abs(a[0] + a[2] / 2 - b[0] - b[2] / 2), abs(a[0] + a[2] - b[0] - b[2]))


@pytest.mark.parametrize("width", [390, 430])
def test_a_status_stays_beside_its_dot_and_a_trailing_status_at_the_end(converted, width):
    _, shown = converted
    ours, theirs = shown[width]
    for words in ("Powered on", "Primary database", "Online"):
        assert _off(ours, theirs, words) <= 4, (width, words)
