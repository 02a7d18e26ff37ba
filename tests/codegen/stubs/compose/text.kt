package androidx.compose.ui.text

import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shadow
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.TextUnit

private fun stub(): Nothing = throw NotImplementedError("signature stub")

class SpanStyle(
    val color: Color = Color.Unspecified,
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val fontStyle: FontStyle? = null,
    val fontFamily: FontFamily? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val background: Color = Color.Unspecified,
    val textDecoration: TextDecoration? = null,
    val shadow: Shadow? = null,
) {
    constructor(
        brush: Brush?,
        alpha: Float = Float.NaN,
        fontSize: TextUnit = TextUnit.Unspecified,
        fontWeight: FontWeight? = null,
        fontStyle: FontStyle? = null,
        fontFamily: FontFamily? = null,
        letterSpacing: TextUnit = TextUnit.Unspecified,
        background: Color = Color.Unspecified,
        textDecoration: TextDecoration? = null,
    ) : this()
}

class ParagraphStyle(
    val textAlign: TextAlign = TextAlign.Unspecified,
    val lineHeight: TextUnit = TextUnit.Unspecified,
)

class TextStyle(
    val color: Color = Color.Unspecified,
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val fontStyle: FontStyle? = null,
    val fontFamily: FontFamily? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val background: Color = Color.Unspecified,
    val textDecoration: TextDecoration? = null,
    val shadow: Shadow? = null,
    val textAlign: TextAlign = TextAlign.Unspecified,
    val lineHeight: TextUnit = TextUnit.Unspecified,
) {
    fun copy(
        color: Color = this.color,
        fontSize: TextUnit = this.fontSize,
        fontWeight: FontWeight? = this.fontWeight,
        fontStyle: FontStyle? = this.fontStyle,
        fontFamily: FontFamily? = this.fontFamily,
        letterSpacing: TextUnit = this.letterSpacing,
        textDecoration: TextDecoration? = this.textDecoration,
        textAlign: TextAlign = this.textAlign,
        lineHeight: TextUnit = this.lineHeight,
    ): TextStyle = stub()

    companion object {
        val Default: TextStyle get() = stub()
    }
}

class AnnotatedString(val text: String) : CharSequence {
    override val length: Int get() = stub()
    override fun get(index: Int): Char = stub()
    override fun subSequence(startIndex: Int, endIndex: Int): CharSequence = stub()

    class Builder(capacity: Int = 16) : Appendable {
        constructor(text: String) : this()
        constructor(text: AnnotatedString) : this()

        val length: Int get() = stub()
        override fun append(char: Char): Builder = stub()
        override fun append(text: CharSequence?): Builder = stub()
        override fun append(text: CharSequence?, start: Int, end: Int): Builder = stub()
        fun append(text: String) {}
        fun append(text: AnnotatedString) {}
        fun addStyle(style: SpanStyle, start: Int, end: Int) {}
        fun pushStyle(style: SpanStyle): Int = stub()
        fun pushStyle(style: ParagraphStyle): Int = stub()
        fun pop() {}
        fun pop(index: Int) {}
        fun toAnnotatedString(): AnnotatedString = stub()
    }
}

inline fun buildAnnotatedString(builder: (AnnotatedString.Builder).() -> Unit): AnnotatedString =
    AnnotatedString.Builder().apply(builder).toAnnotatedString()

inline fun <R : Any> AnnotatedString.Builder.withStyle(
    style: SpanStyle,
    block: AnnotatedString.Builder.() -> R,
): R {
    val index = pushStyle(style)
    return try { block(this) } finally { pop(index) }
}

inline fun <R : Any> AnnotatedString.Builder.withStyle(
    style: ParagraphStyle,
    crossinline block: AnnotatedString.Builder.() -> R,
): R {
    val index = pushStyle(style)
    return try { block(this) } finally { pop(index) }
}

class TextLayoutResult internal constructor()
