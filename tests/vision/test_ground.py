"""Figure and ground on a contacts screen: white groups laid full width on a light grey page, a white header
holding the title, a search field and filters at the top, grey headings between the groups, the page left
showing under the last group down to a white tab bar. White covers more of the screen than grey, and the screen
starts on white; the page is still the grey, because that is what shows where the things end. The page is
written here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, ImageNode, TextNode
from tests.vision.tree import converted_screen, descendants

PAGE_GREY = (0xF2, 0xF3, 0xF5)
GROUPS = [("Favourites", ["Maya Lindqvist", "Tomas Berg", "Ines Duarte"]), ("Everyone", ["Oskar Holm", "Lea Vogt"])]

PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f2f3f5; font-family: 'DejaVu Sans', sans-serif; color: #1d2129 }
.top { background: #fff }
.bar { height: 48px; display: flex; align-items: center; justify-content: center; font-size: 17px;
  border-bottom: 1px solid #e5e6eb; position: relative }
.back { position: absolute; left: 14px; top: 16px }
.search { margin: 10px 14px; height: 34px; border-radius: 17px; background: #f2f3f5; color: #86909c;
  font-size: 14px; display: flex; align-items: center; padding-left: 16px }
.chips { display: flex; gap: 10px; padding: 0 14px 12px }
.chip { font-size: 12px; padding: 5px 12px; border-radius: 3px; background: #f2f3f5; color: #4e5969 }
h2 { margin: 0; font-size: 13px; font-weight: 400; color: #86909c; padding: 9px 14px }
.group { background: #fff; border-top: 1px solid #e5e6eb; border-bottom: 1px solid #e5e6eb }
.row { display: flex; align-items: center; height: 64px; margin-left: 14px; padding-right: 14px }
.row + .row { border-top: 1px solid #e5e6eb }
.avatar { width: 40px; height: 40px; border-radius: 20px; background: #7bc4a4; margin-right: 12px }
.name { font-size: 16px } .role { font-size: 12px; color: #86909c; margin-top: 4px }
.time { margin-left: auto; font-size: 13px; color: #86909c }
.tabs { position: fixed; left: 0; right: 0; bottom: 0; height: 54px; background: #fff;
  border-top: 1px solid #e5e6eb; display: flex; justify-content: space-around; align-items: center; font-size: 12px }
</style></head><body>
<div class="top"><div class="bar"><svg class="back" width="10" height="16" viewBox="0 0 10 16"><path d="M8 1 1 8l7 7"
 stroke="#1d2129" stroke-width="2" fill="none"/></svg>Contacts</div>
<div class="search">Search by name</div>
<div class="chips"><span class="chip">All</span><span class="chip">Design</span><span class="chip">Sales</span></div>
</div>"""
    + "".join(
        f"<h2>{heading}</h2><div class='group'>"
        + "".join(
            f"<div class='row'><i class='avatar'></i><div><div class='name'>{name}</div>"
            f"<div class='role'>Studio team</div></div><span class='time'>09:{10 + i}</span></div>"
            for i, name in enumerate(names)
        )
        + "</div>"
        for heading, names in GROUPS
    )
    + "<div class='tabs'><span>Home</span><span>Chats</span><span>Contacts</span><span>Me</span></div></body></html>"
)


@pytest.fixture(scope="module", params=[1, 3])
def screen(request):
    return converted_screen(PAGE, request.param)


def _texts(node) -> set[str]:
    return {n.text.strip() for n in descendants(node) if isinstance(n, TextNode)}


def _rgb(colour) -> tuple[int, int, int]:
    return (colour.r, colour.g, colour.b)


def _near(colour, rgb, tolerance: int = 4) -> bool:
    return colour is not None and all(abs(a - b) <= tolerance for a, b in zip(_rgb(colour), rgb, strict=True))


def _holder(screen, text: str) -> BoxNode | None:
    """The innermost painted box holding the text."""
    found = None

    def visit(node, painted: BoxNode | None) -> None:
        nonlocal found
        if isinstance(node, BoxNode):
            if node is not screen.root and node.style.background is not None:
                painted = node
            for child in node.children:
                visit(child, painted)
        elif isinstance(node, TextNode) and node.text.strip() == text:
            found = painted

    visit(screen.root, None)
    return found


def _outermost_painted(screen, text: str) -> BoxNode | None:
    for child in screen.root.children:
        if isinstance(child, BoxNode) and child.style.background is not None:
            if text in _texts(child):
                return child
    return None


def test_the_page_is_the_grey_that_shows_under_the_last_group(screen):
    assert _near(screen.root.style.background, PAGE_GREY), screen.root.style.background


def test_each_white_group_is_one_full_width_container_holding_its_rows(screen):
    for _, names in GROUPS:
        groups = {id(g): g for g in (_outermost_painted(screen, name) for name in names)}
        assert len(groups) == 1, names
        group = next(iter(groups.values()))
        assert group is not None, names
        assert _near(group.style.background, (255, 255, 255))
        assert group.frame.width >= screen.width - 2
        assert group.role == "list", group.role
        read = _texts(group)
        assert set(names) <= read, read


def test_the_headings_stand_on_the_page(screen):
    for heading, _ in GROUPS:
        assert heading in _texts(screen.root), heading
        assert _holder(screen, heading) is None, heading


def test_the_white_block_at_the_top_is_a_header_holding_title_search_and_filters(screen):
    header = _outermost_painted(screen, "Contacts")
    assert header is not None
    assert header.role == "header", header.role
    assert _near(header.style.background, (255, 255, 255))
    read = _texts(header)
    assert {"Contacts", "Search by name", "Design"} <= read, read


# a product's page: its photo from side to side at the top, its details on white under it, a white group of rows
# after a strip of the grey page
PHOTO = (
    "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='390' height='320'><defs>"
    "<radialGradient id='g' cx='0.4' cy='0.3' r='0.9'><stop offset='0' stop-color='%23fbfaf7'/>"
    "<stop offset='1' stop-color='%23ddd3c4'/></radialGradient></defs><rect width='390' height='320' fill='url(%23g)'/>"
    "<rect x='150' y='60' width='90' height='200' rx='20' fill='%238fa8a0'/>"
    "<rect x='150' y='140' width='90' height='30' fill='%23d9b38c'/></svg>"
)
PRODUCT = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f5f6f8; font-family: 'DejaVu Sans', sans-serif; color: #222 }}
img {{ display: block; width: 100%; height: auto }}
.details {{ background: #fff; padding: 12px 16px 14px }}
.price {{ font-size: 24px; color: #e4393c; font-weight: 700 }} .name {{ font-size: 16px; margin-top: 6px }}
.ship {{ font-size: 12px; color: #888; margin-top: 10px; display: flex; justify-content: space-between }}
.group {{ background: #fff; margin-top: 10px }}
.row {{ display: flex; height: 46px; align-items: center; margin: 0 16px; font-size: 14px }}
.row + .row {{ border-top: 1px solid #eee }}
.row span {{ color: #888; width: 64px }}
</style></head><body><img alt="" src="{PHOTO}">
<div class="details"><div class="price">29.90</div><div class="name">Stoneware travel mug, 350 ml</div>
<div class="ship"><span>Free delivery</span><span>In stock</span></div></div>
<div class="group"><div class="row"><span>Colour</span>Moss green</div><div class="row"><span>Deliver</span>Berlin</div>
<div class="row"><span>Returns</span>Within 7 days</div></div></body></html>"""


@pytest.fixture(scope="module", params=[1, 3])
def product(request):
    return converted_screen(PRODUCT, request.param)


def test_a_photo_from_side_to_side_at_the_top_stands_on_the_page_over_the_white_details(product):
    photos = [c for c in product.root.children if isinstance(c, ImageNode) and c.frame.width >= product.width - 4]
    assert len(photos) == 1, [type(c).__name__ for c in product.root.children]
    photo = photos[0]
    assert photo.frame.y <= 2 and abs(photo.frame.bottom - 320) <= 3, photo.frame
    details = _outermost_painted(product, "Stoneware travel mug, 350 ml")
    assert details is not None
    assert _near(details.style.background, (255, 255, 255))
    assert abs(details.frame.y - photo.frame.bottom) <= 3, (details.frame, photo.frame)
    assert not [n for n in descendants(details) if isinstance(n, ImageNode) and n.frame.width >= 300]
    assert {"29.90", "Free delivery", "In stock"} <= _texts(details)
    assert _near(product.root.style.background, (0xF5, 0xF6, 0xF8))


def test_a_two_letter_tab_label_reads_at_its_neighbours_size(screen):
    """ "Me" is too short for its width to tell its size, and the detector's box round two letters is tall for them:
    its letters' ink tells it, the same 12 px as "Home" and "Chats"."""
    sizes = {
        n.text.strip(): n.font.size
        for n in descendants(screen.root)
        if isinstance(n, TextNode) and n.text.strip() in ("Home", "Chats", "Me")
    }
    assert set(sizes) == {"Home", "Chats", "Me"}, sizes
    assert all(abs(size - 12) <= 1 for size in sizes.values()), sizes
