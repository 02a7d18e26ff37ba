package androidx.compose.ui.geometry

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@JvmInline
value class Offset(val packedValue: Long) {
    val x: Float get() = stub()
    val y: Float get() = stub()

    companion object {
        val Zero: Offset get() = stub()
        val Infinite: Offset get() = stub()
        val Unspecified: Offset get() = stub()
    }
}

fun Offset(x: Float, y: Float): Offset = stub()

@JvmInline
value class Size(val packedValue: Long) {
    val width: Float get() = stub()
    val height: Float get() = stub()
    val minDimension: Float get() = stub()

    companion object {
        val Zero: Size get() = stub()
        val Unspecified: Size get() = stub()
    }
}

fun Size(width: Float, height: Float): Size = stub()

@JvmInline
value class CornerRadius(val packedValue: Long) {
    val x: Float get() = stub()
    val y: Float get() = stub()

    companion object {
        val Zero: CornerRadius get() = stub()
    }
}

fun CornerRadius(x: Float, y: Float = x): CornerRadius = stub()
