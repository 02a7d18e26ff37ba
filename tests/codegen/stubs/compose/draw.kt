package androidx.compose.ui.draw

import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

private fun stub(): Nothing = throw NotImplementedError("signature stub")

val DefaultShadowColor: Color get() = stub()

fun Modifier.shadow(
    elevation: Dp,
    shape: Shape = RectangleShape,
    clip: Boolean = elevation > 0.dp,
    ambientColor: Color = DefaultShadowColor,
    spotColor: Color = DefaultShadowColor,
): Modifier = stub()

fun Modifier.clip(shape: Shape): Modifier = stub()

fun Modifier.clipToBounds(): Modifier = stub()

fun Modifier.alpha(alpha: Float): Modifier = stub()

fun Modifier.rotate(degrees: Float): Modifier = stub()

fun Modifier.scale(scale: Float): Modifier = stub()

fun Modifier.drawBehind(onDraw: DrawScope.() -> Unit): Modifier = stub()
