"""Hand-written screens that exercise every kind of node the export writes."""

from __future__ import annotations

import base64
import io

from PIL import Image


def png_data_uri(colour=(16, 185, 129), size=(40, 40)) -> str:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return "data:image/png;base64," + base64.b64encode(out.getvalue()).decode()


SVG_ICON = (
    "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>"
    "<circle cx='12' cy='12' r='10' fill='%234f46e5'/></svg>"
)

PROFILE = f"""<!doctype html><html><head><style>
:root {{ --primary: #4f46e5; --radius: 16px; }}
body {{ margin: 0; font-family: Inter, sans-serif; background: #f8fafc; color: #0f172a; }}
</style></head><body>
<header style="display:flex;align-items:center;gap:12px;padding:20px 16px;background:var(--primary);color:#fff">
  <img src="{png_data_uri()}" alt="Avatar" style="width:48px;height:48px;border-radius:24px;object-fit:cover">
  <div style="display:flex;flex-direction:column;gap:2px"><strong style="font-size:18px">Ada Lovelace</strong>
  <span style="font-size:13px;opacity:.8">Premium member</span></div>
</header>
<main style="display:flex;flex-direction:column;gap:16px;padding:16px">
  <section style="background:#fff;border-radius:var(--radius);padding:16px;box-shadow:0 8px 24px rgba(15,23,42,.08);
                  display:flex;justify-content:space-between">
    <div><div style="font-size:28px;font-weight:700">42</div><div style="font-size:12px;color:#64748b">Sessions</div></div>
    <div><div style="font-size:28px;font-weight:700">7</div><div style="font-size:12px;color:#64748b">Day streak</div></div>
    <img src="{SVG_ICON}" alt="Badge" style="width:32px;height:32px">
  </section>
  <p style="margin:0;font-size:15px;line-height:22px">Your progress this month is ahead of plan. Keep a short
  session every morning to protect the streak.</p>
  <div style="display:flex;flex-wrap:wrap;gap:8px">
    <span style="border:1px solid #cbd5e1;border-radius:999px;padding:4px 10px;font-size:12px">Calm</span>
    <span style="border:1px solid #cbd5e1;border-radius:999px;padding:4px 10px;font-size:12px">Focus</span>
    <span style="border:1px dashed #f59e0b;border-radius:999px;padding:4px 10px;font-size:12px">Sleep</span>
  </div>
  <button style="border:0;border-radius:12px 12px 4px 4px;background:#0f172a;color:#fff;padding:14px;font-size:16px;
                 font-weight:600">Start session</button>
</main>
<div style="position:absolute;right:16px;bottom:24px;width:56px;height:56px;border-radius:28px;background:#f43f5e;
            box-shadow:0 6px 16px rgba(244,63,94,.4)"></div>
</body></html>"""

LIST = (
    """<!doctype html><body style="margin:0;font-family:sans-serif">
<nav style="height:44px;display:flex;align-items:center;justify-content:center;border-bottom:1px solid #e5e7eb">
<span style="font-weight:600">Inbox</span></nav>
<ul style="list-style:none;margin:0;padding:0">"""
    + "".join(
        f"""<li style="display:flex;gap:12px;padding:12px 16px;border-bottom:1px solid #f1f5f9">
    <div style="width:40px;height:40px;border-radius:8px;background:hsl({i * 40},70%,60%)"></div>
    <div style="flex:1;min-width:0"><div style="font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">
    Message number {i} with a subject long enough to be cut off at the edge</div>
    <div style="font-size:13px;color:#6b7280">Preview text {i}</div></div></li>"""
        for i in range(12)
    )
    + "</ul></body>"
)

SCREENS = {"profile": PROFILE, "list": LIST}
