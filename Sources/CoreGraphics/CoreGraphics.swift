// iOS code imports CoreGraphics for its geometry, colours, paths and
// contexts; on Linux the geometry is Foundation's and the rest
// LayerAnimation's, so a ported file's `import CoreGraphics` stays as it is.
@_exported import Foundation
@_exported import LayerAnimation
