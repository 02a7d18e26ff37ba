package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@RequiresOptIn(message = "The API of this layout is experimental and is likely to change in the future.")
@Retention(AnnotationRetention.BINARY)
annotation class ExperimentalLayoutApi

object Arrangement {
    @Stable
    interface Horizontal {
        val spacing: Dp get() = 0.dp
    }

    @Stable
    interface Vertical {
        val spacing: Dp get() = 0.dp
    }

    @Stable
    interface HorizontalOrVertical : Horizontal, Vertical {
        override val spacing: Dp get() = 0.dp
    }

    val Start: Horizontal get() = stub()
    val End: Horizontal get() = stub()
    val Top: Vertical get() = stub()
    val Bottom: Vertical get() = stub()
    val Center: HorizontalOrVertical get() = stub()
    val SpaceEvenly: HorizontalOrVertical get() = stub()
    val SpaceBetween: HorizontalOrVertical get() = stub()
    val SpaceAround: HorizontalOrVertical get() = stub()

    fun spacedBy(space: Dp): HorizontalOrVertical = stub()
    fun spacedBy(space: Dp, alignment: Alignment.Horizontal): Horizontal = stub()
    fun spacedBy(space: Dp, alignment: Alignment.Vertical): Vertical = stub()
    fun aligned(alignment: Alignment.Horizontal): Horizontal = stub()
    fun aligned(alignment: Alignment.Vertical): Vertical = stub()
}

interface RowScope {
    @Stable
    fun Modifier.weight(weight: Float, fill: Boolean = true): Modifier = stub()

    @Stable
    fun Modifier.align(alignment: Alignment.Vertical): Modifier = stub()

    @Stable
    fun Modifier.alignByBaseline(): Modifier = stub()
}

interface ColumnScope {
    @Stable
    fun Modifier.weight(weight: Float, fill: Boolean = true): Modifier = stub()

    @Stable
    fun Modifier.align(alignment: Alignment.Horizontal): Modifier = stub()
}

interface BoxScope {
    @Stable
    fun Modifier.align(alignment: Alignment): Modifier = stub()

    @Stable
    fun Modifier.matchParentSize(): Modifier = stub()
}

interface FlowRowScope : RowScope

interface FlowColumnScope : ColumnScope

@Composable
fun Row(
    modifier: Modifier = Modifier,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    verticalAlignment: Alignment.Vertical = Alignment.Top,
    content: @Composable RowScope.() -> Unit,
) {}

@Composable
fun Column(
    modifier: Modifier = Modifier,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    horizontalAlignment: Alignment.Horizontal = Alignment.Start,
    content: @Composable ColumnScope.() -> Unit,
) {}

@Composable
fun Box(
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.TopStart,
    propagateMinConstraints: Boolean = false,
    content: @Composable BoxScope.() -> Unit,
) {}

@Composable
fun Box(modifier: Modifier) {}

@Composable
fun BoxWithConstraints(
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.TopStart,
    propagateMinConstraints: Boolean = false,
    content: @Composable BoxWithConstraintsScope.() -> Unit,
) {}

interface BoxWithConstraintsScope : BoxScope {
    val maxWidth: Dp
    val maxHeight: Dp
    val minWidth: Dp
    val minHeight: Dp
}

@Composable
fun Spacer(modifier: Modifier) {}

@Composable
fun FlowRow(
    modifier: Modifier = Modifier,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    itemVerticalAlignment: Alignment.Vertical = Alignment.Top,
    maxItemsInEachRow: Int = Int.MAX_VALUE,
    maxLines: Int = Int.MAX_VALUE,
    content: @Composable FlowRowScope.() -> Unit,
) {}

@Composable
fun FlowColumn(
    modifier: Modifier = Modifier,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    itemHorizontalAlignment: Alignment.Horizontal = Alignment.Start,
    maxItemsInEachColumn: Int = Int.MAX_VALUE,
    maxLines: Int = Int.MAX_VALUE,
    content: @Composable FlowColumnScope.() -> Unit,
) {}

@Stable
interface PaddingValues

fun PaddingValues(all: Dp): PaddingValues = stub()
fun PaddingValues(horizontal: Dp = 0.dp, vertical: Dp = 0.dp): PaddingValues = stub()
fun PaddingValues(start: Dp = 0.dp, top: Dp = 0.dp, end: Dp = 0.dp, bottom: Dp = 0.dp): PaddingValues = stub()

fun Modifier.padding(start: Dp = 0.dp, top: Dp = 0.dp, end: Dp = 0.dp, bottom: Dp = 0.dp): Modifier = stub()
fun Modifier.padding(horizontal: Dp = 0.dp, vertical: Dp = 0.dp): Modifier = stub()
fun Modifier.padding(all: Dp): Modifier = stub()
fun Modifier.padding(paddingValues: PaddingValues): Modifier = stub()
fun Modifier.absolutePadding(left: Dp = 0.dp, top: Dp = 0.dp, right: Dp = 0.dp, bottom: Dp = 0.dp): Modifier = stub()

fun Modifier.offset(x: Dp = 0.dp, y: Dp = 0.dp): Modifier = stub()
fun Modifier.absoluteOffset(x: Dp = 0.dp, y: Dp = 0.dp): Modifier = stub()

fun Modifier.width(width: Dp): Modifier = stub()
fun Modifier.height(height: Dp): Modifier = stub()
fun Modifier.size(size: Dp): Modifier = stub()
fun Modifier.size(size: DpSize): Modifier = stub()
fun Modifier.size(width: Dp, height: Dp): Modifier = stub()
fun Modifier.widthIn(min: Dp = Dp.Unspecified, max: Dp = Dp.Unspecified): Modifier = stub()
fun Modifier.heightIn(min: Dp = Dp.Unspecified, max: Dp = Dp.Unspecified): Modifier = stub()
fun Modifier.sizeIn(
    minWidth: Dp = Dp.Unspecified,
    minHeight: Dp = Dp.Unspecified,
    maxWidth: Dp = Dp.Unspecified,
    maxHeight: Dp = Dp.Unspecified,
): Modifier = stub()
fun Modifier.requiredWidth(width: Dp): Modifier = stub()
fun Modifier.requiredHeight(height: Dp): Modifier = stub()
fun Modifier.requiredSize(size: Dp): Modifier = stub()
fun Modifier.requiredSize(width: Dp, height: Dp): Modifier = stub()
fun Modifier.defaultMinSize(minWidth: Dp = Dp.Unspecified, minHeight: Dp = Dp.Unspecified): Modifier = stub()
fun Modifier.fillMaxWidth(fraction: Float = 1f): Modifier = stub()
fun Modifier.fillMaxHeight(fraction: Float = 1f): Modifier = stub()
fun Modifier.fillMaxSize(fraction: Float = 1f): Modifier = stub()
fun Modifier.wrapContentWidth(
    align: Alignment.Horizontal = Alignment.CenterHorizontally,
    unbounded: Boolean = false,
): Modifier = stub()
fun Modifier.wrapContentHeight(
    align: Alignment.Vertical = Alignment.CenterVertically,
    unbounded: Boolean = false,
): Modifier = stub()
fun Modifier.wrapContentSize(align: Alignment = Alignment.Center, unbounded: Boolean = false): Modifier = stub()
fun Modifier.aspectRatio(ratio: Float, matchHeightConstraintsFirst: Boolean = false): Modifier = stub()

enum class IntrinsicSize { Min, Max }

fun Modifier.width(intrinsicSize: IntrinsicSize): Modifier = stub()
fun Modifier.height(intrinsicSize: IntrinsicSize): Modifier = stub()
fun Modifier.requiredWidth(intrinsicSize: IntrinsicSize): Modifier = stub()
fun Modifier.requiredHeight(intrinsicSize: IntrinsicSize): Modifier = stub()

fun Modifier.statusBarsPadding(): Modifier = stub()
fun Modifier.navigationBarsPadding(): Modifier = stub()
fun Modifier.systemBarsPadding(): Modifier = stub()
fun Modifier.safeDrawingPadding(): Modifier = stub()
