"""`framewright export FILE.html --framework F [-o DIR]`, run as a real command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.codegen.screens import IMAGES, TEXT

ROOT = Path(__file__).resolve().parents[2]


def framewright(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", "export", *args], cwd=ROOT, capture_output=True, text=True, timeout=180
    )


def test_writes_each_framework_into_the_folder_with_its_file_name(tmp_path: Path):
    source = tmp_path / "sign_in.html"
    source.write_text(TEXT, "utf-8")
    out = tmp_path / "out"
    expected = {
        "flutter": ("sign_in.dart", "class SignIn extends StatelessWidget"),
        "react_native": ("sign_in.tsx", "export default function SignIn()"),
        "swiftui": ("sign_in.swift", "struct SignIn: View"),
        "jetpack_compose": ("sign_in.kt", "fun SignIn(modifier: Modifier = Modifier)"),
    }
    for framework, (name, declaration) in expected.items():
        done = framewright(str(source), "--framework", framework, "-o", str(out))
        assert done.returncode == 0, done.stderr
        written = (out / name).read_text("utf-8")
        assert declaration in written and "CENTRED CAPS" in written
        assert str(out / name) in done.stdout


def test_label_names_the_component_and_images_are_written_beside_the_code(tmp_path: Path):
    source = tmp_path / "gallery.html"
    source.write_text(IMAGES, "utf-8")
    done = framewright(str(source), "--framework", "flutter", "--label", "Photo gallery", "-o", str(tmp_path / "o"))
    assert done.returncode == 0, done.stderr
    code = (tmp_path / "o" / "Photo_gallery.dart").read_text("utf-8")
    assert "class PhotoGallery extends StatelessWidget" in code
    pictures = list((tmp_path / "o" / "images").iterdir())
    assert len(pictures) == 1 and pictures[0].suffix == ".png"
    assert f"'images/{pictures[0].name}'" in code and "data:image" not in code
    assert "'https://cdn.example.com/logo.png'" in code


def test_default_output_sits_beside_the_input(tmp_path: Path):
    source = tmp_path / "home.html"
    source.write_text("<body><h1>Home</h1></body>", "utf-8")
    done = framewright(str(source), "--framework", "swiftui")
    assert done.returncode == 0, done.stderr
    assert "struct Home: View" in (tmp_path / "home.swift").read_text("utf-8")


@pytest.mark.parametrize(
    "content,args,message",
    [
        (None, ["--framework", "flutter"], "no such file"),
        ("", ["--framework", "flutter"], "holds no HTML"),
        ("plain words", ["--framework", "flutter"], "holds no HTML"),
        ("<p>x</p>", ["--framework", "ionic"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_a_message(tmp_path: Path, content, args, message):
    source = tmp_path / "screen.html"
    if content is not None:
        source.write_text(content, "utf-8")
    done = framewright(str(source), *args)
    assert done.returncode == 2
    assert message in done.stderr
    assert not list(tmp_path.glob("*.dart"))


def test_local_images_come_from_the_folder_of_the_html_and_never_from_outside_it(tmp_path: Path):
    import base64
    import hashlib
    import io
    import os

    from PIL import Image

    def png(colour) -> bytes:
        out = io.BytesIO()
        Image.new("RGB", (8, 8), colour).save(out, "PNG")
        return out.getvalue()

    folder = tmp_path / "screens"
    (folder / "sub").mkdir(parents=True)
    inside, beside, outside = png((200, 0, 0)), png((0, 0, 200)), png((9, 9, 9))
    (folder / "sub" / "a.png").write_bytes(inside)
    (folder / "a.png").write_bytes(beside)
    (tmp_path / "outside.png").write_bytes(outside)
    os.symlink(tmp_path / "outside.png", folder / "sub" / "link.png")
    images = [
        "sub/a.png",
        "a.png",
        "sub/..%2F..%2Foutside.png",
        "sub/link.png",
        "data:image/png;base64,%%%",
        "data:image/png;base64," + base64.b64encode(inside).decode(),
    ]
    source = folder / "gallery.html"
    source.write_text(
        "<body style='margin:0'>"
        + "".join(f"<img src='{src}' style='display:block;width:40px;height:40px'>" for src in images)
        + "</body>",
        "utf-8",
    )
    done = framewright(str(source), "--framework", "flutter", "-o", str(tmp_path / "o"))
    assert done.returncode == 0, done.stderr
    written = {hashlib.sha256(path.read_bytes()).hexdigest() for path in (tmp_path / "o" / "images").iterdir()}
    assert written == {hashlib.sha256(data).hexdigest() for data in (inside, beside)}
    warnings = [line for line in done.stderr.splitlines() if line.startswith("warning: image left out")]
    assert len([line for line in warnings if "lies outside" in line]) == 2, done.stderr
    assert any("base64 data is malformed" in line for line in warnings), done.stderr
