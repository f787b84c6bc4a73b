import QuickGlyphModel

/// Rules over one PNG file's bytes, before any pixel is looked at.
package protocol PNGFileRule: TreeRule where Subject == PNGFileSubject {}

/// Rules over one `.imageset` folder.
package protocol ImagesetRule: TreeRule where Subject == ImagesetSubject {}
