// Signature-only stand-in for Apple's SwiftUI, so generated screens can be type-checked with
// swiftc on Linux. It declares the views, shapes, styles and modifiers the SwiftUI generator
// writes, with SwiftUI's own names and parameter labels; nothing here draws anything.
@_exported import Foundation

// MARK: - Views and the result builder

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    public var body: Never { fatalError("a primitive view has no body") }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

public struct TupleView<T>: View {
    public typealias Body = Never
    public init(_ value: T) {}
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    init() {}
}

public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

/// What every modifier returns here (SwiftUI's own types are opaque `some View`s).
public struct ModifiedView<Content: View>: View {
    public typealias Body = Never
    init(_ content: Content) {}
}

// MARK: - Geometry and alignment

public struct HorizontalAlignment: Equatable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
}

public struct Alignment: Equatable {
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {}
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public enum TextAlignment: Hashable { case leading, center, trailing }

public enum ContentMode: Hashable { case fit, fill }

public enum Edge: Int8, Hashable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

public enum Axis: Int8, Hashable {
    case horizontal, vertical
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

public struct EdgeInsets: Equatable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

public struct UnitPoint: Hashable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: - Stacks and containers

public struct VStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct HStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct ZStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

public struct GeometryProxy {
    public var size: CGSize { .zero }
}

public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

public struct Group<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Spacer: View {
    public typealias Body = Never
    public init(minLength: CGFloat? = nil) {}
}

public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

// MARK: - Text and fonts

public struct Font: Hashable {
    public struct Weight: Hashable {
        let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
        public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
        public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
    }
    public enum Design: Hashable { case `default`, serif, rounded, monospaced }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    public func weight(_ weight: Weight) -> Font { self }
    public func italic() -> Font { self }
    public func bold() -> Font { self }
    public static let largeTitle = Font(), title = Font(), headline = Font(), body = Font(), caption = Font()
}

public struct Text: View, Equatable {
    public typealias Body = Never
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func italic(_ isActive: Bool = true) -> Text { self }
    public func bold(_ isActive: Bool = true) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
}

// MARK: - Colours and styles

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
    public typealias Body = Never
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(white: Double, opacity: Double = 1) {}
    public init(_ name: String) {}
    public func opacity(_ opacity: Double) -> Color { self }
    public static let clear = Color(white: 0, opacity: 0), black = Color(white: 0), white = Color(white: 1)
    public static let gray = Color(white: 0.5), red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    public static let primary = Color(white: 0), secondary = Color(white: 0.5), accentColor = Color(white: 0)
}

public struct Gradient: Hashable {
    public struct Stop: Hashable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(colors: [Color]) {}
    public init(stops: [Stop]) {}
}

public struct LinearGradient: View, ShapeStyle {
    public typealias Body = Never
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

public struct RadialGradient: View, ShapeStyle {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

// MARK: - Shapes

public struct FillStyle: Equatable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct StrokeStyle: Equatable {
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

public enum RoundedCornerStyle: Hashable { case circular, continuous }

public protocol Shape: View {}
public protocol InsettableShape: Shape {}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ModifiedView<Self> { ModifiedView(self) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedView<Self> { ModifiedView(self) }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ModifiedView<Self> { ModifiedView(self) }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ModifiedView<Self> {
        ModifiedView(self)
    }
}

public struct Rectangle: InsettableShape {
    public typealias Body = Never
    public init() {}
}

public struct RoundedRectangle: InsettableShape {
    public typealias Body = Never
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

public struct UnevenRoundedRectangle: InsettableShape {
    public typealias Body = Never
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
}

public struct Circle: InsettableShape {
    public typealias Body = Never
    public init() {}
}

public struct Capsule: InsettableShape {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .continuous) {}
}

public struct Ellipse: InsettableShape {
    public typealias Body = Never
    public init() {}
}

// MARK: - Images

public struct Image: View {
    public typealias Body = Never
    public enum ResizingMode: Hashable { case tile, stretch }
    public init(_ name: String) {}
    public init(systemName: String) {}
    public init(decorative name: String) {}
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
}

public struct AsyncImage<Content: View>: View {
    public typealias Body = Never
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {}
}

// MARK: - Modifiers

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedView<Self> { ModifiedView(self) }
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> { ModifiedView(self) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> { ModifiedView(self) }
    public func padding(_ length: CGFloat) -> ModifiedView<Self> { ModifiedView(self) }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedView<Self> { ModifiedView(self) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView<Self> { ModifiedView(self) }
    public func clipped(antialiased: Bool = false) -> ModifiedView<Self> { ModifiedView(self) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView<Self> { ModifiedView(self) }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> { ModifiedView(self) }
    public func offset(_ offset: CGSize) -> ModifiedView<Self> { ModifiedView(self) }
    public func opacity(_ opacity: Double) -> ModifiedView<Self> { ModifiedView(self) }
    public func zIndex(_ value: Double) -> ModifiedView<Self> { ModifiedView(self) }
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedView<Self> { ModifiedView(self) }
    public func layoutPriority(_ value: Double) -> ModifiedView<Self> { ModifiedView(self) }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView<Self> { ModifiedView(self) }
    public func scaledToFill() -> ModifiedView<Self> { ModifiedView(self) }
    public func scaledToFit() -> ModifiedView<Self> { ModifiedView(self) }
    public func font(_ font: Font?) -> ModifiedView<Self> { ModifiedView(self) }
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> { ModifiedView(self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> { ModifiedView(self) }
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> { ModifiedView(self) }
    public func lineLimit(_ number: Int?) -> ModifiedView<Self> { ModifiedView(self) }
    public func lineSpacing(_ spacing: CGFloat) -> ModifiedView<Self> { ModifiedView(self) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> { ModifiedView(self) }
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedView<Self> { ModifiedView(self) }
    public func kerning(_ kerning: CGFloat) -> ModifiedView<Self> { ModifiedView(self) }
    public func tracking(_ tracking: CGFloat) -> ModifiedView<Self> { ModifiedView(self) }
    public func italic(_ isActive: Bool = true) -> ModifiedView<Self> { ModifiedView(self) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedView<Self> { ModifiedView(self) }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedView<Self> { ModifiedView(self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView<Self> { ModifiedView(self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> { ModifiedView(self) }
    public func ignoresSafeArea(_ regions: Edge.Set = .all) -> ModifiedView<Self> { ModifiedView(self) }
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> ModifiedView<Self> {
        ModifiedView(self)
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView<Self> { ModifiedView(self) }
}

extension Text {
    public enum TruncationMode: Hashable { case head, tail, middle }
}

// MARK: - Custom layouts

public struct ProposedViewSize: Equatable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { width = size.width; height = size.height }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

public struct LayoutSubview {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

public struct LayoutSubviews: RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview() }
}

public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

public struct LayoutView<L: Layout, Content: View>: View {
    public typealias Body = Never
    init(_ layout: L, _ content: Content) {}
}

extension Layout {
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
        LayoutView(self, content())
    }
}
