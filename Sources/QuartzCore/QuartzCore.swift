// iOS code imports QuartzCore beside UIKit for Core Animation; here that is
// LayerAnimation, so a ported file's `import QuartzCore` stays as it is.
@_exported import Foundation
@_exported import LayerAnimation
