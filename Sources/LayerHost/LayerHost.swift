// A window for any layer tree: `import LayerHost` brings the engine with it,
// as `import QuartzCore` comes with a window on Apple's platforms.
@_exported import LayerAnimation
