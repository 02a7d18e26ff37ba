package androidx.compose.ui.graphics.painter

import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ImageBitmap

private fun stub(): Nothing = throw NotImplementedError("signature stub")

abstract class Painter {
    abstract val intrinsicSize: Size
}

class ColorPainter(val color: Color) : Painter() {
    override val intrinsicSize: Size get() = stub()
}

class BitmapPainter(val image: ImageBitmap) : Painter() {
    override val intrinsicSize: Size get() = stub()
}
