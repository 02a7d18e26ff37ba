package androidx.compose.runtime

@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(
    AnnotationTarget.FUNCTION,
    AnnotationTarget.TYPE,
    AnnotationTarget.TYPE_PARAMETER,
    AnnotationTarget.PROPERTY_GETTER,
)
annotation class Composable

@MustBeDocumented
@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

@MustBeDocumented
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY)
@Retention(AnnotationRetention.BINARY)
annotation class Stable

@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE)
@Retention(AnnotationRetention.BINARY)
annotation class ReadOnlyComposable

private fun stub(): Nothing = throw NotImplementedError("signature stub")

@Composable
fun <T> remember(calculation: () -> T): T = stub()

@Composable
fun <T> remember(key1: Any?, calculation: () -> T): T = stub()

interface State<out T> {
    val value: T
}

interface MutableState<T> : State<T> {
    override var value: T
}

fun <T> mutableStateOf(value: T): MutableState<T> = stub()

@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable () -> Unit) {}

class ProvidedValue<T> internal constructor()

abstract class CompositionLocal<T> internal constructor() {
    val current: T
        @Composable get() = stub()
}

class ProvidableCompositionLocal<T> internal constructor() : CompositionLocal<T>() {
    infix fun provides(value: T): ProvidedValue<T> = stub()
}
