"""Screen builders: one function per archetype, from a `Context` to a `Page` of sections."""
