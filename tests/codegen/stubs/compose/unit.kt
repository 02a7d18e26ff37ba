package androidx.compose.ui.unit

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@JvmInline
value class Dp(val value: Float) : Comparable<Dp> {
    operator fun plus(other: Dp): Dp = stub()
    operator fun minus(other: Dp): Dp = stub()
    operator fun unaryMinus(): Dp = stub()
    operator fun div(other: Float): Dp = stub()
    operator fun div(other: Int): Dp = stub()
    operator fun div(other: Dp): Float = stub()
    operator fun times(other: Float): Dp = stub()
    operator fun times(other: Int): Dp = stub()
    override operator fun compareTo(other: Dp): Int = stub()

    companion object {
        val Hairline: Dp get() = stub()
        val Infinity: Dp get() = stub()
        val Unspecified: Dp get() = stub()
    }
}

val Int.dp: Dp get() = stub()
val Double.dp: Dp get() = stub()
val Float.dp: Dp get() = stub()

operator fun Float.times(other: Dp): Dp = stub()
operator fun Int.times(other: Dp): Dp = stub()

fun min(a: Dp, b: Dp): Dp = stub()
fun max(a: Dp, b: Dp): Dp = stub()

@JvmInline
value class DpSize(val packedValue: Long) {
    val width: Dp get() = stub()
    val height: Dp get() = stub()

    companion object {
        val Zero: DpSize get() = stub()
        val Unspecified: DpSize get() = stub()
    }
}

fun DpSize(width: Dp, height: Dp): DpSize = stub()

@JvmInline
value class DpOffset(val packedValue: Long) {
    val x: Dp get() = stub()
    val y: Dp get() = stub()

    companion object {
        val Zero: DpOffset get() = stub()
    }
}

fun DpOffset(x: Dp, y: Dp): DpOffset = stub()

@JvmInline
value class TextUnit(val rawType: Long) {
    val value: Float get() = stub()
    operator fun times(other: Float): TextUnit = stub()
    operator fun times(other: Int): TextUnit = stub()
    operator fun div(other: Float): TextUnit = stub()
    operator fun unaryMinus(): TextUnit = stub()

    companion object {
        val Unspecified: TextUnit get() = stub()
    }
}

val Int.sp: TextUnit get() = stub()
val Double.sp: TextUnit get() = stub()
val Float.sp: TextUnit get() = stub()
val Int.em: TextUnit get() = stub()
val Double.em: TextUnit get() = stub()
val Float.em: TextUnit get() = stub()

enum class LayoutDirection { Ltr, Rtl }

interface Density {
    val density: Float
    val fontScale: Float

    fun Dp.toPx(): Float = value * density
    fun TextUnit.toPx(): Float = value * density * fontScale
}
