package androidx.compose.ui.text.font

private fun stub(): Nothing = throw NotImplementedError("signature stub")

class FontWeight(val weight: Int) : Comparable<FontWeight> {
    override fun compareTo(other: FontWeight): Int = stub()

    companion object {
        val W100: FontWeight get() = stub()
        val W200: FontWeight get() = stub()
        val W300: FontWeight get() = stub()
        val W400: FontWeight get() = stub()
        val W500: FontWeight get() = stub()
        val W600: FontWeight get() = stub()
        val W700: FontWeight get() = stub()
        val W800: FontWeight get() = stub()
        val W900: FontWeight get() = stub()
        val Thin: FontWeight get() = stub()
        val ExtraLight: FontWeight get() = stub()
        val Light: FontWeight get() = stub()
        val Normal: FontWeight get() = stub()
        val Medium: FontWeight get() = stub()
        val SemiBold: FontWeight get() = stub()
        val Bold: FontWeight get() = stub()
        val ExtraBold: FontWeight get() = stub()
        val Black: FontWeight get() = stub()
    }
}

@JvmInline
value class FontStyle(val value: Int) {
    companion object {
        val Normal: FontStyle get() = stub()
        val Italic: FontStyle get() = stub()
    }
}

sealed class FontFamily {
    companion object {
        val Default: SystemFontFamily get() = stub()
        val SansSerif: GenericFontFamily get() = stub()
        val Serif: GenericFontFamily get() = stub()
        val Monospace: GenericFontFamily get() = stub()
        val Cursive: GenericFontFamily get() = stub()
    }
}

sealed class SystemFontFamily : FontFamily()

class GenericFontFamily internal constructor(val name: String) : SystemFontFamily()

class DeviceFontFamilyName(val name: String)
