package androidx.compose.ui

private fun stub(): Nothing = throw NotImplementedError("signature stub")

fun Modifier.zIndex(zIndex: Float): Modifier = stub()
