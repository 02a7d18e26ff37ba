package androidx.compose.foundation.shape

import androidx.compose.runtime.Immutable
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Outline
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@Immutable
interface CornerSize

fun CornerSize(size: Dp): CornerSize = stub()
fun CornerSize(size: Float): CornerSize = stub()
fun CornerSize(percent: Int): CornerSize = stub()

val ZeroCornerSize: CornerSize get() = stub()

abstract class CornerBasedShape(
    val topStart: CornerSize,
    val topEnd: CornerSize,
    val bottomEnd: CornerSize,
    val bottomStart: CornerSize,
) : Shape {
    override fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline = stub()
}

class RoundedCornerShape(
    topStart: CornerSize,
    topEnd: CornerSize,
    bottomEnd: CornerSize,
    bottomStart: CornerSize,
) : CornerBasedShape(topStart, topEnd, bottomEnd, bottomStart)

fun RoundedCornerShape(corner: CornerSize): RoundedCornerShape = stub()
fun RoundedCornerShape(size: Dp): RoundedCornerShape = stub()
fun RoundedCornerShape(size: Float): RoundedCornerShape = stub()
fun RoundedCornerShape(percent: Int): RoundedCornerShape = stub()
fun RoundedCornerShape(
    topStart: Dp = 0.dp,
    topEnd: Dp = 0.dp,
    bottomEnd: Dp = 0.dp,
    bottomStart: Dp = 0.dp,
): RoundedCornerShape = stub()
fun RoundedCornerShape(
    topStart: Float = 0.0f,
    topEnd: Float = 0.0f,
    bottomEnd: Float = 0.0f,
    bottomStart: Float = 0.0f,
): RoundedCornerShape = stub()
fun RoundedCornerShape(
    topStartPercent: Int = 0,
    topEndPercent: Int = 0,
    bottomEndPercent: Int = 0,
    bottomStartPercent: Int = 0,
): RoundedCornerShape = stub()

val CircleShape: RoundedCornerShape get() = stub()

class CutCornerShape(
    topStart: CornerSize,
    topEnd: CornerSize,
    bottomEnd: CornerSize,
    bottomStart: CornerSize,
) : CornerBasedShape(topStart, topEnd, bottomEnd, bottomStart)

fun CutCornerShape(size: Dp): CutCornerShape = stub()
