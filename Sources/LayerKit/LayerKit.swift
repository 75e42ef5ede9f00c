// `import LayerKit` brings what `import UIKit` brings on iOS: Foundation,
// Core Animation (LayerAnimation) and UIKit's ways of animating.
@_exported import Foundation
@_exported import LayerAnimation
@_exported import LayerAnimators
@_exported import LayerDynamics
