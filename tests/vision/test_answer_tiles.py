"""A lesson's answer tiles: a 2x2 grid of cards, each a picture over a word and its key, the chosen card painted and
padded where the others centre their content without padding. The cards stay one width however their padding
differs, and each word stays centred under its picture, its key beside it: the two are one short line hugging
them, not a line given the room to the card's edge and set at its end."""

from __future__ import annotations

import pytest

from tests.vision.tree import assert_placed_by_middle, converted_at_both_widths

TILE = (
    '<div class="card{chosen}"><div class="pic"><svg width="56" height="56" viewBox="0 0 56 56">'
    '<circle cx="28" cy="30" r="24" fill="{paint}"/><rect x="24" y="2" width="8" height="10" fill="#6b4f2a"/></svg>'
    '</div><div class="label"><span class="word">{word}</span><span class="key">{key}</span></div></div>'
)
PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#fff;color:#4b4b4b;padding:24px 16px}
h1{font-size:22px;margin-bottom:20px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.card{display:flex;flex-direction:column;align-items:center;justify-content:space-between;height:176px;padding:14px 0 12px;
border:2px solid #e5e5e5;border-bottom-width:4px;border-radius:16px}
.card.chosen{background:#ddf4ff;border-color:#84d8ff;padding:14px 14px 12px}
.pic{flex:1;display:flex;align-items:center}
.label{display:flex;align-items:center;justify-content:center;gap:8px}
.word{font-size:17px}
.key{width:24px;height:24px;border:2px solid #e5e5e5;border-radius:7px;display:flex;align-items:center;
justify-content:center;font-size:12px;font-weight:700;color:#afafaf}
</style></head><body><h1>Which one is the apple?</h1><div class="grid">"""
    + TILE.format(chosen="", paint="#e0a458", word="bread", key="1")
    + TILE.format(chosen=" chosen", paint="#e8403a", word="apple", key="2")
    + TILE.format(chosen="", paint="#4aa8e8", word="water", key="3")
    + TILE.format(chosen="", paint="#dcdcdc", word="milk", key="4")
    + "</div></body></html>"
)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def test_each_word_and_its_key_stay_centred_under_the_picture(converted):
    _, shown = converted
    assert_placed_by_middle(shown, ["bread", "apple", "water", "milk"])
