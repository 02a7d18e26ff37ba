"""The kiwi codec: primitives as the format defines them, the shipped schema, and our encoder
against an independent one (@figit/fig-kiwi) byte for byte."""

from __future__ import annotations

import base64
import json

import pytest

from app.codegen.designtool import kiwi, schema
from app.codegen.designtool.kiwi import Definition, Field, KiwiError, Schema
from tests.designtool.conftest import run_node

TINY = Schema(
    [
        Definition("Kind", kiwi.ENUM, [Field("A", 0, False, 0), Field("B", 0, False, 7)]),
        Definition("Point", kiwi.STRUCT, [Field("x", -5, False, 1), Field("y", -3, False, 2)]),
        Definition(
            "Thing",
            kiwi.MESSAGE,
            [
                Field("name", -6, False, 1),
                Field("kind", 0, False, 2),
                Field("where", 1, False, 3),
                Field("data", -2, True, 4),
                Field("counts", -4, True, 5),
                Field("big", -8, False, 6),
                Field("small", -7, False, 7),
                Field("on", -1, False, 8),
            ],
        ),
    ]
)


@pytest.mark.parametrize(
    "value,expected",
    [
        ({"name": "hi"}, b"\x01hi\x00\x00"),
        ({"counts": [300]}, b"\x05\x01\xac\x02\x00"),
        ({"kind": "B"}, b"\x02\x07\x00"),
        ({"where": {"x": 1.0, "y": -1}}, b"\x03\x7f\x00\x00\x00\x01\x00"),
        ({"where": {"x": 0.0, "y": 1}}, b"\x03\x00\x02\x00"),
    ],
)
def test_primitives_are_written_as_kiwi_defines_them(value, expected):
    assert kiwi.encode(TINY, "Thing", value) == expected
    assert kiwi.decode(TINY, "Thing", expected) == value


def test_round_trip_of_every_type():
    value = {
        "name": "ünïcode ✓",
        "kind": "A",
        "where": {"x": 3.5, "y": -123456},
        "data": b"\x00\xffbytes",
        "counts": [0, 1, 127, 128, 2**32 - 1],
        "big": 2**64 - 1,
        "small": -(2**62),
        "on": True,
    }
    assert kiwi.decode(TINY, "Thing", kiwi.encode(TINY, "Thing", value)) == value


@pytest.mark.parametrize(
    "value,problem",
    [
        ({"name": "a\0b"}, "NUL"),
        ({"kind": "C"}, "not a Kind"),
        ({"where": {"x": 1.0}}, "needs y"),
        ({"nope": 1}, "no field"),
        ({"counts": [-1]}, "negative"),
    ],
)
def test_values_that_do_not_fit_are_refused(value, problem):
    with pytest.raises(KiwiError, match=problem):
        kiwi.encode(TINY, "Thing", value)


def test_garbage_is_refused_by_the_decoder():
    with pytest.raises(KiwiError):
        kiwi.decode(TINY, "Thing", b"\x09\x00")  # unknown field id
    with pytest.raises(KiwiError):
        kiwi.decode(TINY, "Thing", b"\x01hi")  # unterminated


def test_the_shipped_schema_round_trips():
    compiled, raw = schema()
    assert len(compiled.definitions) == 583
    assert kiwi.encode_schema(compiled) == raw
    for name in ("Message", "NodeChange", "Paint", "Effect", "TextData", "DerivedTextData", "Glyph"):
        assert compiled[name].kind == kiwi.MESSAGE


def _as_json(value):
    if isinstance(value, bytes):
        return {"$bytes": base64.b64encode(value).decode()}
    if isinstance(value, dict):
        return {k: _as_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_as_json(v) for v in value]
    return value


def test_our_encoder_matches_an_independent_one_byte_for_byte(tmp_path):
    from app.codegen.designtool.nodes import build_scene
    from app.ir import BoxNode, Color, Rect, Screen, Shadow, Style, TextNode

    screen = Screen(
        root=BoxNode(
            id="root",
            frame=Rect(x=0, y=0, width=430, height=932),
            children=[
                BoxNode(
                    id="card",
                    name="Card",
                    frame=Rect(x=16, y=20, width=398, height=120),
                    style=Style(
                        background=Color(r=255, g=255, b=255),
                        shadows=[Shadow(y=4, blur=12, color=Color(r=0, g=0, b=0, a=0.1))],
                    ),
                    children=[TextNode(id="t", text="Hello there", frame=Rect(x=32, y=36, width=120, height=20))],
                )
            ],
        )
    )
    scene = build_scene(screen, "Home", 430, 932)
    message = {
        "type": "NODE_CHANGES",
        "sessionID": 0,
        "ackID": 0,
        "pasteID": 77,
        "pasteFileKey": "k",
        "pasteIsPartiallyOutsideEnclosingFrame": False,
        "pastePageId": {"sessionID": 0, "localID": 1},
        "isCut": False,
        "pasteEditorType": "DESIGN",
        "publishedAssetGuids": [],
        "blobs": [{"bytes": b} for b in scene.blobs],
        "nodeChanges": scene.node_changes,
    }
    ours = kiwi.encode(schema()[0], "Message", message)
    theirs = base64.b64decode(run_node("encode_reference.mjs", json.dumps(_as_json(message))))
    assert ours == theirs
