"""Hand-written screens, one per group of mapping rules, laid out by the real renderer on demand."""

from __future__ import annotations

import atexit
import base64
import io
from functools import cache

from PIL import Image

from app.ir import Screen


def png_data_uri(colour=(16, 185, 129), size=(40, 40)) -> str:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return "data:image/png;base64," + base64.b64encode(out.getvalue()).decode()


BASE = "<!doctype html><html><head><style>body{margin:0;font-family:sans-serif;color:#111827}</style></head><body>"

# rows, columns, gaps, justify and align
STACKS = (
    BASE
    + """
<div style="display:flex;flex-direction:column;gap:12px;padding:16px">
  <div style="display:flex;flex-direction:row;justify-content:space-between;align-items:center;height:48px">
    <span style="font-size:20px;font-weight:700">Stacks</span>
    <span style="font-size:14px">Edit</span>
  </div>
  <div style="display:flex;flex-direction:column;align-items:center;gap:6px">
    <span style="font-size:16px">Centred one</span>
    <span style="font-size:16px">Centred two</span>
  </div>
  <div style="display:flex;justify-content:flex-end;align-items:flex-end;gap:10px;height:60px">
    <div style="width:30px;height:20px;background:#ef4444"></div>
    <div style="width:30px;height:40px;background:#3b82f6"></div>
  </div>
  <div style="display:flex;justify-content:center;gap:8px">
    <div style="width:24px;height:24px;background:#22c55e"></div>
    <div style="width:24px;height:24px;background:#22c55e"></div>
  </div>
</div></body></html>"""
)

# flex-grow, wrap, absolute children
FLEX = (
    BASE
    + """
<div style="display:flex;gap:8px;padding:16px">
  <div style="flex-grow:1;height:40px;background:#e0e7ff"></div>
  <div style="flex-grow:2;height:40px;background:#c7d2fe"></div>
  <div style="width:40px;height:40px;background:#4338ca"></div>
</div>
<div style="display:flex;flex-wrap:wrap;gap:6px 10px;padding:0 16px">
"""
    + "".join(
        f'<span style="padding:4px 12px;background:#f3f4f6;border-radius:12px;font-size:13px">Tag {i}</span>'
        for i in range(9)
    )
    + """
</div>
<div style="position:relative;margin:16px;height:120px;background:#fde68a">
  <div style="position:absolute;left:10px;top:20px;width:50px;height:30px;background:#b45309"></div>
  <div style="position:absolute;right:8px;bottom:8px;width:24px;height:24px;border-radius:12px;background:#dc2626"></div>
</div></body></html>"""
)

# radii per corner, borders, shadows, translucent colours
DECORATION = (
    BASE
    + """
<div style="display:flex;flex-direction:column;gap:16px;padding:16px">
  <div style="height:60px;background:#0ea5e9;border-radius:20px 4px 12px 0"></div>
  <div style="height:60px;background:rgba(239,68,68,0.5);border:2px solid #7f1d1d;border-radius:10px"></div>
  <div style="height:60px;background:#fff;border-bottom:1px solid #d1d5db"></div>
  <div style="height:60px;background:#fff;border-radius:16px;box-shadow:0 4px 12px rgba(0,0,0,0.25)"></div>
  <div style="height:40px;border:1px dashed #9ca3af;border-radius:8px"></div>
</div></body></html>"""
)

# text: weights, sizes, line height, truncation, mixed inline styles, alignment
TEXT = (
    BASE
    + """
<div style="display:flex;flex-direction:column;gap:8px;padding:16px">
  <h1 style="margin:0;font-size:28px;font-weight:800;line-height:34px">Heading</h1>
  <p style="margin:0;font-size:15px;font-weight:300;line-height:24px;color:#4b5563">A light paragraph that runs long
  enough to wrap onto a second line at this width, with an open line height.</p>
  <div style="font-size:14px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">
  A single line that is far too long to fit on the screen and is cut off with an ellipsis at the end</div>
  <p style="margin:0;font-size:15px">Read the <b>terms</b> and the <a href="#" style="color:#2563eb">privacy policy</a>
  before you go on with the sign up.</p>
  <div style="font-size:16px;text-align:center;text-transform:uppercase;letter-spacing:1px">centred caps</div>
  <div style="font-size:12px;font-style:italic;text-decoration:line-through">struck italic</div>
</div></body></html>"""
)

# images with object-fit and a rounded avatar
IMAGES = (
    BASE
    + f"""
<div style="display:flex;gap:12px;padding:16px;align-items:center">
  <img alt="Avatar" src="{png_data_uri()}" style="width:48px;height:48px;border-radius:24px;object-fit:cover">
  <img alt="Logo" src="https://cdn.example.com/logo.png" style="width:120px;height:40px;object-fit:contain">
  <img alt="Banner" src="https://cdn.example.com/banner.jpg" style="width:100px;height:60px;object-fit:fill">
</div></body></html>"""
)

# a screen longer than the viewport
LONG = (
    BASE
    + """<div style="display:flex;flex-direction:column;gap:12px;padding:16px">"""
    + "".join(
        f'<div style="height:80px;border-radius:12px;background:#f3f4f6;padding:12px;font-size:15px">Row {i}</div>'
        for i in range(14)
    )
    + "</div></body></html>"
)

# a box painted with a photo, its words on it (a hero): the photo is drawn under the words, filling the box
BACKDROP = (
    BASE
    + f"""
<div style="margin:16px;height:200px;border-radius:16px;padding:16px;display:flex;flex-direction:column;
justify-content:flex-end;color:#fff;background:url('{png_data_uri((51, 65, 85))}') center / cover">
  <span style="font-size:22px;font-weight:700">Lisbon at dusk</span>
  <span style="font-size:13px;margin-top:4px">Photo by Ana Reis</span>
</div></body></html>"""
)

SCREENS = {
    "stacks": STACKS,
    "flex": FLEX,
    "decoration": DECORATION,
    "text": TEXT,
    "images": IMAGES,
    "long": LONG,
    "backdrop": BACKDROP,
}

_renderer = None


def renderer():
    global _renderer
    if _renderer is None:
        from app.render import Renderer

        _renderer = Renderer()
        atexit.register(_renderer.close)
    return _renderer


@cache
def _laid_out_json(name: str) -> str:
    return renderer().layout(SCREENS[name], 390, 844).to_json()


def laid_out(name: str) -> Screen:
    """The named screen as the real renderer lays it out (cached for the test run)."""
    return Screen.from_json(_laid_out_json(name))
