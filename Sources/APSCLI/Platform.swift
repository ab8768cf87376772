// The platform layer (files, pipes, processes, signals, terminals, temporaries, clock, environment)
// is its own target, the only one that imports libc. Re-exported so that every file of the CLI,
// and its tests, reach `Platform`, `Subprocess` and `ArgumentBytes` without an import each.
@_exported import APSPlatform
