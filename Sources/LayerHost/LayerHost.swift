// A window for any layer tree: `import LayerHost` brings the engine and the
// input types with it, as `import QuartzCore` comes with a window on Apple's platforms.
@_exported import LayerAnimation
@_exported import LayerInput
