package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.DefaultAlpha
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.layout.ContentScale
import androidx.compose.ui.unit.Dp

private fun stub(): Nothing = throw NotImplementedError("signature stub")

fun Modifier.background(color: Color, shape: Shape = RectangleShape): Modifier = stub()

fun Modifier.background(brush: Brush, shape: Shape = RectangleShape, alpha: Float = 1.0f): Modifier = stub()

class BorderStroke(val width: Dp, val brush: Brush)

fun BorderStroke(width: Dp, color: Color): BorderStroke = stub()

fun Modifier.border(border: BorderStroke, shape: Shape = RectangleShape): Modifier = stub()

fun Modifier.border(width: Dp, color: Color, shape: Shape = RectangleShape): Modifier = stub()

fun Modifier.border(width: Dp, brush: Brush, shape: Shape): Modifier = stub()

@Composable
fun Image(
    painter: Painter,
    contentDescription: String?,
    modifier: Modifier = Modifier,
    alignment: Alignment = Alignment.Center,
    contentScale: ContentScale = ContentScale.Fit,
    alpha: Float = DefaultAlpha,
    colorFilter: ColorFilter? = null,
) {}

@Composable
fun Image(
    bitmap: ImageBitmap,
    contentDescription: String?,
    modifier: Modifier = Modifier,
    alignment: Alignment = Alignment.Center,
    contentScale: ContentScale = ContentScale.Fit,
    alpha: Float = DefaultAlpha,
    colorFilter: ColorFilter? = null,
) {}

@Stable
class ScrollState(initial: Int) {
    val value: Int get() = stub()
    val maxValue: Int get() = stub()
}

@Composable
fun rememberScrollState(initial: Int = 0): ScrollState = stub()

interface FlingBehavior

fun Modifier.verticalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = stub()

fun Modifier.horizontalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = stub()
