/// The Android launcher's shortcut popup, light and dark, as both the HTML report and
/// `build --preview` draw it: one place for its colours and sizes (dp, drawn as CSS px and as points).
///
/// Colours: Pixel Launcher (AOSP Launcher3, Android 12 and later) fills the popup with the
/// theme's `materialColorSurfaceContainer` and writes the labels in its on-surface colour.
/// On a phone those come from the wallpaper (dynamic colour); here they are Material 3's
/// baseline scheme (m3.material.io, Color › Static › Baseline; the same values as
/// material-components-android's baseline `m3_sys_color_light_*`/`m3_sys_color_dark_*`):
/// surface container #F3EDF7 light, #211F26 dark; on surface #1D1B20 light, #E6E0E9 dark.
package struct LauncherPopupStyle: Sendable, Equatable {
    /// `#rrggbb`.
    package var surface: String
    package var text: String

    package static let light = LauncherPopupStyle(surface: "#f3edf7", text: "#1d1b20")
    package static let dark = LauncherPopupStyle(surface: "#211f26", text: "#e6e0e9")

    /// Launcher3's `bg_popup_item_width` and `bg_popup_item_height`.
    package static let width = 216.0
    package static let rowHeight = 52.0
    /// Launcher3's `deep_shortcut_icon_size`: a shortcut's icon in its row.
    package static let iconSide = 24.0
    /// The icon's start margin and the gap before the label (Launcher3's `deep_shortcut_drawable_padding`).
    package static let iconStart = 16.0
    package static let iconGap = 16.0
    /// The label's size in sp (Launcher3's `deep_shortcut` layout) and the margin after it.
    package static let textSize = 14.0
    package static let textEnd = 16.0
    /// The popup's corner: a guess (Pixel's `dialogCornerRadius` is 28 dp; Launcher3 rounds its popup by it).
    package static let cornerRadius = 28.0
}
