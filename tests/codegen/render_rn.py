"""React Native component source -> a self-contained HTML page that renders it in a browser.

esbuild bundles the component with react-native-web (standing in for `react-native`),
react-dom and React into one inline script; the page mounts the component synchronously
into a 390 px wide root, so `app.render.Renderer(...).render_png(page, scripts=True)`
captures it. The tools come from `make rnweb-tools` (`.cache/rnweb`, override with
FRAMEWRIGHT_RNWEB_TOOLS); `ToolMissing` says so when they are absent.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path

from .validate import ROOT, ToolFailed, ToolMissing

TOOLS = Path(os.environ.get("FRAMEWRIGHT_RNWEB_TOOLS", ROOT / ".cache" / "rnweb"))
WIDTH = 390
BUNDLE_TIMEOUT = 120.0

# mounts the module's default export (else its first exported function) with flushSync, so
# the DOM is complete when the page's load event fires
ENTRY = """\
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import * as Module from './Component';

const exported: Record<string, unknown> = Module as Record<string, unknown>;
const Component = (exported.default ??
  Object.values(exported).find((value) => typeof value === 'function')) as React.ComponentType;
const root = createRoot(document.getElementById('root') as HTMLElement);
flushSync(() => root.render(React.createElement(Component)));
"""

PAGE = """\
<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width={width}, initial-scale=1">
<style>
html, body {{ margin: 0; padding: 0; width: {width}px; min-height: 100%; }}
body {{ overflow-x: hidden; }}
#root {{ display: flex; flex-direction: column; width: {width}px; min-height: 100vh; }}
</style>
</head>
<body>
<div id="root"></div>
<script>{script}</script>
</body>
</html>
"""


def _esbuild() -> Path:
    binary = TOOLS / "node_modules" / ".bin" / "esbuild"
    for package in ("react-native-web", "react-dom", "react"):
        if not (TOOLS / "node_modules" / package / "package.json").exists():
            raise ToolMissing(f"{package} is not installed in {TOOLS}: run `make rnweb-tools`")
    if not binary.exists():
        raise ToolMissing(f"esbuild is not installed in {TOOLS}: run `make rnweb-tools`")
    return binary


def bundle(component: str, *, minify: bool = True) -> str:
    """The component module (TSX) bundled with its mount code into one browser script."""
    esbuild = _esbuild()
    work = TOOLS / "work"
    work.mkdir(exist_ok=True)
    # inside the tools folder so that react, react-dom and react-native-web resolve
    with tempfile.TemporaryDirectory(dir=work) as folder:
        (Path(folder) / "Component.tsx").write_text(component, encoding="utf-8")
        (Path(folder) / "entry.tsx").write_text(ENTRY, encoding="utf-8")
        args = [
            str(esbuild),
            "entry.tsx",
            "--bundle",
            "--format=iife",
            "--platform=browser",
            "--target=es2020",
            "--jsx=automatic",
            "--alias:react-native=react-native-web",
            '--define:process.env.NODE_ENV="production"',
            "--define:__DEV__=false",
            "--define:global=globalThis",
            "--log-level=error",
            "--resolve-extensions=.web.tsx,.web.ts,.web.js,.tsx,.ts,.jsx,.js,.mjs,.json",
            "--loader:.js=jsx",
        ]
        if minify:
            args.append("--minify")
        try:
            result = subprocess.run(args, cwd=folder, capture_output=True, text=True, timeout=BUNDLE_TIMEOUT)
        except subprocess.TimeoutExpired as exc:
            raise ToolFailed(f"esbuild took over {BUNDLE_TIMEOUT:.0f} s") from exc
    if result.returncode != 0:
        raise ToolFailed(f"esbuild could not bundle the component:\n{result.stderr.strip()}")
    return result.stdout


def page(component: str, *, width: int = WIDTH) -> str:
    """A self-contained HTML page (script inline, nothing fetched) rendering the component."""
    script = re.sub(r"</(script)", r"<\\/\1", bundle(component), flags=re.IGNORECASE)
    return PAGE.format(width=width, script=script)
