package androidx.compose.ui.text.style

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@JvmInline
value class TextAlign internal constructor(val value: Int) {
    companion object {
        val Left: TextAlign get() = stub()
        val Right: TextAlign get() = stub()
        val Center: TextAlign get() = stub()
        val Justify: TextAlign get() = stub()
        val Start: TextAlign get() = stub()
        val End: TextAlign get() = stub()
        val Unspecified: TextAlign get() = stub()
    }
}

@JvmInline
value class TextOverflow internal constructor(val value: Int) {
    companion object {
        val Clip: TextOverflow get() = stub()
        val Ellipsis: TextOverflow get() = stub()
        val Visible: TextOverflow get() = stub()
        val StartEllipsis: TextOverflow get() = stub()
        val MiddleEllipsis: TextOverflow get() = stub()
    }
}

class TextDecoration internal constructor(val mask: Int) {
    operator fun plus(decoration: TextDecoration): TextDecoration = stub()

    companion object {
        val None: TextDecoration get() = stub()
        val Underline: TextDecoration get() = stub()
        val LineThrough: TextDecoration get() = stub()
        fun combine(decorations: List<TextDecoration>): TextDecoration = stub()
    }
}
