"""Chevrons the recogniser reads as a "V": one pointing down after a currency in a picker, wide and flat; one
pointing back in a bar, its tip at its side. Each stays a drawing. A "V" written as a letter (a key of a keyboard)
is still read."""

from __future__ import annotations

import pytest

from tests.vision.tree import converted_screen, texts_of

DOWN = '<svg width="13" height="8" viewBox="0 0 13 8"><path d="M1.5 1.5l5 5 5-5" fill="none" stroke="#555" stroke-width="2" stroke-linecap="round"/></svg>'
BACK = '<svg width="12" height="20" viewBox="0 0 12 20"><path d="M10 2 2 10l8 8" fill="none" stroke="#0969da" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>'
PAGE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:'DejaVu Sans',sans-serif;background:#f4f5f7;color:#191c1f;padding:16px}}
.bar{{display:flex;align-items:center;gap:12px;font-size:17px;font-weight:600;margin-bottom:24px}}
.card{{background:#fff;border-radius:20px;padding:16px;display:flex;align-items:center;justify-content:space-between}}
.amount{{font-size:34px;font-weight:700}}
.pill{{display:flex;align-items:center;gap:8px;background:#eef0f3;border-radius:18px;padding:8px 12px;font-weight:600}}
.keys{{display:flex;gap:8px;margin-top:32px}}
.keys span{{width:40px;height:48px;background:#fff;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:22px}}
</style></head><body>
<div class="bar">{BACK}<span>Send money</span></div>
<div class="card"><span class="amount">250</span><span class="pill">EUR {DOWN}</span></div>
<div class="keys"><span>T</span><span>U</span><span>V</span><span>W</span><span>X</span></div>
</body></html>
"""


@pytest.mark.parametrize("factor", [1, 3])
def test_chevrons_stay_drawings_and_a_written_v_is_read(factor):
    texts = [t.text.strip() for t in texts_of(converted_screen(PAGE, factor))]
    assert "Send money" in texts and "EUR" in texts, texts
    assert texts.count("V") == 1 and "v" not in texts, texts  # the key, not a chevron
