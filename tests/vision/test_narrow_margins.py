"""Cards set close to the screen's sides: a grey page showing only in 8 px margins and the gap between two tall white cards
is still the page, however little of the screen it covers, and the cards are the things on it. An address of
ideographs mixed with figures that wraps onto a last line of one ideograph is one text at one size."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import converted_screen, descendants, parent_of

CJK = "'WenQuanYi Micro Hei', sans-serif"
ORDER = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{CJK};background:#f3f3f3;color:#222;font-size:14px}}
.nav{{height:46px;background:#ff5a00;color:#fff;display:flex;align-items:center;justify-content:center;font-size:17px}}
.wrap{{padding:8px 8px 0}} .card{{background:#fff;border-radius:12px;margin-bottom:8px;padding:14px 12px}}
.row{{display:flex;justify-content:space-between;padding:9px 0}}
.addr{{display:flex;align-items:center;gap:10px}} .pin{{width:30px;height:30px;border-radius:50%;background:#ff5a00;flex:none}}
.addr p{{flex:1;font-size:15px;line-height:1.3}} .chev{{width:8px;height:8px;border:solid #bbb;border-width:2px 2px 0 0;
transform:rotate(45deg);flex:none}}
.bar{{position:fixed;left:0;right:0;bottom:0;height:56px;background:#fff;display:flex;align-items:center;
justify-content:flex-end;padding:0 12px}} .bar b{{background:#ff3b1f;color:#fff;border-radius:20px;padding:10px 22px}}
</style></head><body><div class="nav">确认订单</div><div class="wrap">
<div class="card"><div class="addr"><div class="pin"></div><p>文三路 478 号华星时代广场 B 座 1203 号楼五单元 室</p>
<div class="chev"></div></div>
<div class="row"><span>配送服务</span><span>快递 免邮</span></div>
<div class="row"><span>店铺优惠</span><span>省20元</span></div><div class="row"><span>订单备注</span><span>无备注</span></div></div>
<div class="card"><div class="row"><span>商品金额</span><span>¥399.00</span></div>
<div class="row"><span>运费</span><span>¥0.00</span></div><div class="row"><span>优惠券</span><span>-¥20.00</span></div>
<div class="row"><span>积分抵扣</span><span>-¥5.00</span></div><div class="row"><span>红包</span><span>无可用</span></div>
<div class="row"><span>发票</span><span>不开发票</span></div><div class="row"><span>礼品卡</span><span>未使用</span></div>
<div class="row"><span>实付款</span><span>¥374.00</span></div>
<div class="row"><span>支付宝</span><span>推荐</span></div>
<div class="row"><span>微信支付</span><span>未选</span></div><div class="row"><span>银行卡</span><span>未选</span></div>
<div class="row"><span>花呗分期</span><span>未选</span></div>
<div class="row"><span>运费险</span><span>¥1.50</span></div><div class="row"><span>包装</span><span>标准</span></div><div class="row"><span>配送时间</span><span>工作日</span></div><div class="row"><span>备用电话</span><span>未填写</span></div><div class="row"><span>会员折扣</span><span>9.5折</span></div><div class="row"><span>返现</span><span>¥3.00</span></div></div></div>
<div class="bar"><b>提交订单</b></div></body></html>"""


def _text(screen, start: str) -> TextNode:
    found = [n for n in screen.walk() if isinstance(n, TextNode) and n.text.strip().startswith(start)]
    assert len(found) == 1, [n.text for n in screen.walk() if isinstance(n, TextNode)]
    return found[0]


@pytest.fixture(scope="module", params=[1, 3])
def screen(request):
    return converted_screen(ORDER, request.param)


def test_the_grey_in_narrow_margins_is_the_page_and_the_cards_hold_their_rows(screen):
    page = screen.root.style.background
    assert page is not None and abs(page.r - 243) <= 3 and abs(page.b - 243) <= 3, page
    for label in ("配送服务", "商品金额", "支付宝"):
        node = _text(screen, label)
        while (node := parent_of(node, screen.root)) is not None and not (
            isinstance(node, BoxNode) and node.style.background is not None
        ):
            pass
        assert node is not None and node is not screen.root, label  # on a card, not on the page
        assert min(node.style.background.r, node.style.background.g, node.style.background.b) >= 250, label


SHOP = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens" / "f_cjk_shop_order.html"


@pytest.mark.parametrize("factor", [1, 3])
def test_an_address_wrapping_onto_one_ideograph_is_one_text(factor):
    address = _text(converted_screen(SHOP.read_text(), factor), "文三路")
    assert address.text.rstrip().endswith("室"), address.text
    assert abs(address.font.size - 15) <= 1, address.font


SANS = "'Liberation Sans', sans-serif"
BARRED = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f8fafc;color:#334155;font-size:14px}}
.top{{height:120px;background:#fff;border-bottom:1px solid #e2e8f0;padding:18px 16px;font-size:18px;font-weight:600}}
.panel{{margin:10px 12px 0;padding:14px 16px;background:#fff;border:1px solid #e2e8f0;border-radius:12px}}
.panel h2{{font-size:15px;margin-bottom:12px;color:#0f172a}} .line{{padding:8px 0}}
.foot{{position:fixed;left:0;right:0;bottom:0;height:76px;background:#fff;border-top:1px solid #e2e8f0}}
</style></head><body><div class="top">Checkout</div>
<div class="panel"><h2>Shipping method</h2><div class="line">Standard</div><div class="line">Express</div>
<div class="line">Pick up in store</div></div>
<div class="panel"><h2>Contact</h2><div class="line">maya.chen@fastmail.com</div><div class="line">SUMMER15</div>
<div class="line">15% off applied</div></div>
<div class="panel"><h2>Payment</h2><div class="line">Card ending 4242</div><div class="line">Billing as shipping</div>
<div class="line">Save for next time</div></div>
<div class="panel"><h2>Notes</h2><div class="line">Leave at the door</div><div class="line">Ring twice</div></div>
<div class="foot"></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_pale_page_between_white_bars_is_the_page_and_its_panels_the_cards(factor):
    """White bars across the top and foot hold the screen's edges too, but between them the pale grey does: it is
    the page, and each white panel is a card holding its heading and lines (not one outline round them all)."""
    screen = converted_screen(BARRED, factor)
    page = screen.root.style.background
    assert page is not None and (page.r, page.g, page.b) != (255, 255, 255), page
    for heading, line in (("Shipping method", "Express"), ("Contact", "SUMMER15"), ("Payment", "Card ending 4242")):
        node = next(n for n in screen.walk() if isinstance(n, TextNode) and n.text.strip() == heading)
        while (node := parent_of(node, screen.root)) is not None and node.style.background is None:
            pass
        assert isinstance(node, BoxNode) and node is not screen.root, heading
        held = {t.text.strip() for t in descendants(node) if isinstance(t, TextNode)}
        assert any(line in text for text in held), (heading, held)
        assert node.frame.height < 200, (heading, node.frame)  # its own panel, not all of them
