"""A shopping cart: rows of a check circle, a product's picture and, beside it, its name, a tag, and its price with a
stepper at the row's end under them. Things stacked beside the picture are one column in the flow (none placed
absolutely), and it stretches on a wider screen. The page is written here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import pytest

from tests.vision.tree import converted_at_both_widths, descendants, parent_of, texts_of

ITEMS = (
    ("Merino crew sweater", "Charcoal, M", "$68.00"),
    ("Canvas weekender bag", "Olive", "$120.00"),
    ("Stoneware mug set of four", "Sea salt", "$36.00"),
)
ROWS = "".join(
    f'<div class="it"><span class="ck"></span><div class="pic"></div><div class="in"><div class="nm">{name}</div>'
    f'<span class="sp">{tag}</span><div class="bt"><span class="pr">{price}</span><div class="st"><b></b><i>1</i>'
    f"<b></b></div></div></div></div>"
    for name, tag, price in ITEMS
)
PAGE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:"Liberation Sans",sans-serif;background:#f7f8fa;color:#1a1a1a}}
.shop{{background:#fff;margin:10px 12px;border-radius:10px;padding:12px}}
.ck{{width:20px;height:20px;border-radius:50%;border:1.5px solid #c8c9cc;flex:none;margin-right:10px}}
.it{{display:flex;align-items:center;margin-top:14px}}
.pic{{width:80px;height:80px;border-radius:6px;background:#eceff3;flex:none;margin-right:10px}}
.in{{flex:1}}
.nm{{font-size:14px;line-height:19px}}
.sp{{display:inline-block;font-size:12px;color:#888;background:#f5f5f5;border-radius:4px;padding:2px 6px;margin-top:6px}}
.bt{{display:flex;justify-content:space-between;align-items:center;margin-top:10px}}
.pr{{color:#fa2c19;font-size:16px;font-weight:700}}
.st{{display:flex;align-items:center;border:1px solid #e5e5e5;border-radius:4px;height:24px;width:82px}}
.st b{{width:24px}}
.st i{{font-style:normal;width:32px;text-align:center;font-size:13px;border-left:1px solid #e5e5e5;
  border-right:1px solid #e5e5e5;line-height:22px}}
</style></head><body><div class="shop">{ROWS}</div></body></html>"""


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


@pytest.mark.parametrize("name,tag,price", ITEMS)
def test_what_stands_beside_the_picture_is_one_column_in_the_flow(converted, name, tag, price):
    screen, _ = converted
    texts = {t.text.strip(): t for t in texts_of(screen)}
    column = parent_of(texts[name], screen.root)
    held = list(descendants(column))
    assert texts[tag] in held and texts[price] in held
    assert not any(n.placement.absolute for n in held), [n.name for n in held if n.placement.absolute]


@pytest.mark.parametrize("width", [390, 430])
def test_texts_land_where_the_page_puts_them(converted, width):
    _, texts = converted
    ours, theirs = texts[width]
    for words in [w for item in ITEMS for w in item]:
        mine = next(t["bbox"] for t in ours if t["text"] == words)
        truth = next(t["bbox"] for t in theirs if t["text"] == words)
        assert abs(mine[0] - truth[0]) <= 8, (words, mine, truth)
        assert abs(mine[1] + mine[3] / 2 - truth[1] - truth[3] / 2) <= 8, (words, mine, truth)
