package androidx.compose.ui.graphics

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@JvmInline
value class Color(val value: ULong) {
    val red: Float get() = stub()
    val green: Float get() = stub()
    val blue: Float get() = stub()
    val alpha: Float get() = stub()

    fun copy(
        alpha: Float = this.alpha,
        red: Float = this.red,
        green: Float = this.green,
        blue: Float = this.blue,
    ): Color = stub()

    companion object {
        val Black: Color get() = stub()
        val DarkGray: Color get() = stub()
        val Gray: Color get() = stub()
        val LightGray: Color get() = stub()
        val White: Color get() = stub()
        val Red: Color get() = stub()
        val Green: Color get() = stub()
        val Blue: Color get() = stub()
        val Yellow: Color get() = stub()
        val Cyan: Color get() = stub()
        val Magenta: Color get() = stub()
        val Transparent: Color get() = stub()
        val Unspecified: Color get() = stub()
    }
}

fun Color(color: Long): Color = stub()
fun Color(color: Int): Color = stub()
fun Color(red: Int, green: Int, blue: Int, alpha: Int = 0xFF): Color = stub()
fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f): Color = stub()

fun lerp(start: Color, stop: Color, fraction: Float): Color = stub()

const val DefaultAlpha: Float = 1.0f

@JvmInline
value class TileMode internal constructor(val value: Int) {
    companion object {
        val Clamp: TileMode get() = stub()
        val Repeated: TileMode get() = stub()
        val Mirror: TileMode get() = stub()
        val Decal: TileMode get() = stub()
    }
}

sealed class Brush {
    companion object {
        fun linearGradient(
            colors: List<Color>,
            start: Offset = Offset.Zero,
            end: Offset = Offset.Infinite,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun linearGradient(
            vararg colorStops: Pair<Float, Color>,
            start: Offset = Offset.Zero,
            end: Offset = Offset.Infinite,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun horizontalGradient(
            colors: List<Color>,
            startX: Float = 0.0f,
            endX: Float = Float.POSITIVE_INFINITY,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun horizontalGradient(
            vararg colorStops: Pair<Float, Color>,
            startX: Float = 0.0f,
            endX: Float = Float.POSITIVE_INFINITY,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun verticalGradient(
            colors: List<Color>,
            startY: Float = 0.0f,
            endY: Float = Float.POSITIVE_INFINITY,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun verticalGradient(
            vararg colorStops: Pair<Float, Color>,
            startY: Float = 0f,
            endY: Float = Float.POSITIVE_INFINITY,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun radialGradient(
            colors: List<Color>,
            center: Offset = Offset.Unspecified,
            radius: Float = Float.POSITIVE_INFINITY,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun radialGradient(
            vararg colorStops: Pair<Float, Color>,
            center: Offset = Offset.Unspecified,
            radius: Float = Float.POSITIVE_INFINITY,
            tileMode: TileMode = TileMode.Clamp,
        ): Brush = stub()

        fun sweepGradient(colors: List<Color>, center: Offset = Offset.Unspecified): Brush = stub()
    }
}

class SolidColor(val value: Color) : Brush()

abstract class ShaderBrush : Brush()

sealed class Outline

interface Shape {
    fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline
}

val RectangleShape: Shape get() = stub()

class ColorFilter internal constructor() {
    companion object {
        fun tint(color: Color, blendMode: BlendMode = BlendMode.SrcIn): ColorFilter = stub()
    }
}

@JvmInline
value class BlendMode internal constructor(val value: Int) {
    companion object {
        val SrcIn: BlendMode get() = stub()
        val SrcOver: BlendMode get() = stub()
        val Multiply: BlendMode get() = stub()
    }
}

interface ImageBitmap

class Shadow(
    val color: Color = Color(0xFF000000),
    val offset: androidx.compose.ui.geometry.Offset = androidx.compose.ui.geometry.Offset.Zero,
    val blurRadius: Float = 0.0f,
)
