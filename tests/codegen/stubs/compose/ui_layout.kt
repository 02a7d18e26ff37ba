package androidx.compose.ui.layout

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@androidx.compose.runtime.Stable
interface ContentScale {
    companion object {
        val Crop: ContentScale get() = stub()
        val Fit: ContentScale get() = stub()
        val FillHeight: ContentScale get() = stub()
        val FillWidth: ContentScale get() = stub()
        val Inside: ContentScale get() = stub()
        val None: FixedScale get() = stub()
        val FillBounds: ContentScale get() = stub()
    }
}

class FixedScale(val value: Float) : ContentScale
