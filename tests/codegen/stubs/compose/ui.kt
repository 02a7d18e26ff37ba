package androidx.compose.ui

import androidx.compose.runtime.Stable

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@Stable
interface Modifier {
    infix fun then(other: Modifier): Modifier = stub()

    interface Element : Modifier

    companion object : Modifier {
        override infix fun then(other: Modifier): Modifier = other
    }
}

@Stable
fun interface Alignment {
    fun align(size: Long, space: Long, layoutDirection: androidx.compose.ui.unit.LayoutDirection): Long

    @Stable
    fun interface Horizontal {
        fun align(size: Int, space: Int, layoutDirection: androidx.compose.ui.unit.LayoutDirection): Int
    }

    @Stable
    fun interface Vertical {
        fun align(size: Int, space: Int): Int
    }

    companion object {
        val TopStart: Alignment get() = stub()
        val TopCenter: Alignment get() = stub()
        val TopEnd: Alignment get() = stub()
        val CenterStart: Alignment get() = stub()
        val Center: Alignment get() = stub()
        val CenterEnd: Alignment get() = stub()
        val BottomStart: Alignment get() = stub()
        val BottomCenter: Alignment get() = stub()
        val BottomEnd: Alignment get() = stub()

        val Top: Vertical get() = stub()
        val CenterVertically: Vertical get() = stub()
        val Bottom: Vertical get() = stub()

        val Start: Horizontal get() = stub()
        val CenterHorizontally: Horizontal get() = stub()
        val End: Horizontal get() = stub()
    }
}

class BiasAlignment(val horizontalBias: Float, val verticalBias: Float) : Alignment {
    override fun align(size: Long, space: Long, layoutDirection: androidx.compose.ui.unit.LayoutDirection): Long = stub()
}
