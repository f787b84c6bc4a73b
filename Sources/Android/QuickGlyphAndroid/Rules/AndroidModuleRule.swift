import QuickGlyphModel

/// Rules over one Android app module: its manifest's launcher activities, the shortcuts XML
/// they name, and the strings, icons and application ids those shortcuts use.
package protocol AndroidModuleRule: TreeRule where Subject == AndroidModule {}
