"""SwiftUI has no wrapping stack: this small `Layout` is written into files that need one."""

FLOW_LAYOUT = """
/// Lays its children out in rows, starting a new row when the next child does not fit; `justify` places
/// each row from the leading edge (0) to the trailing one (1), 0.5 centring it.
struct FlowLayout: Layout {
    var spacing: CGFloat = 0
    var lineSpacing: CGFloat = 0
    var justify: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        let width = lines.map { $0.width }.max() ?? 0
        let height = lines.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for line in arrange(width: bounds.width, subviews: subviews) {
            var x = bounds.minX + (bounds.width - line.width) * justify
            for index in line.members {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += line.height + lineSpacing
        }
    }

    private func arrange(width limit: CGFloat, subviews: Subviews) -> [(members: [Int], width: CGFloat, height: CGFloat)] {
        var lines: [(members: [Int], width: CGFloat, height: CGFloat)] = []
        var members: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = members.isEmpty ? size.width : width + spacing + size.width
            if needed > limit && !members.isEmpty {
                lines.append((members: members, width: width, height: height))
                members = [index]
                width = size.width
                height = size.height
            } else {
                members.append(index)
                width = needed
                height = max(height, size.height)
            }
        }
        if !members.isEmpty {
            lines.append((members: members, width: width, height: height))
        }
        return lines
    }
}
"""
