import QuickGlyphModel

/// Rules over one PNG file's bytes, before any pixel is looked at.
public protocol PNGFileRule: TreeRule where Subject == PNGFileSubject {}

/// Rules over one `.imageset` folder.
public protocol ImagesetRule: TreeRule where Subject == ImagesetSubject {}
