"""The SwiftUI type check of benchmarks/codegen.py --swift: it accepts good SwiftUI and names the
mistakes in bad SwiftUI. Needs the swiftc root of `make swift-tools`; skipped without it."""

from __future__ import annotations

import pytest

from tests.codegen.swift_check import typecheck_swiftui
from tests.codegen.validate import ToolMissing

GOOD = """import SwiftUI

struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.system(size: 17, weight: .semibold)) + Text(" more").italic()
            HStack(alignment: .center, spacing: 0) { Spacer(minLength: 0) }
        }
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            .background(Color(red: 1, green: 1, blue: 1), in: UnevenRoundedRectangle(topLeadingRadius: 12))
            .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.black, lineWidth: 1))
    }
}
"""

BAD = """import SwiftUI

struct Card: View {
    var body: some View {
        HStack(alignment: .leading) {
            Text("Title").frame(widht: 10)
        }
    }
}
"""


def test_good_swiftui_passes_and_mistakes_are_named():
    try:
        found = typecheck_swiftui({"Good.swift": GOOD, "Bad.swift": BAD})
    except ToolMissing as missing:
        pytest.skip(str(missing))
    assert found["Good.swift"] == []
    assert any("'VerticalAlignment' has no member 'leading'" in e for e in found["Bad.swift"])
