// Larkspur: a field guide to garden plants. Synthetic app for quickglyph's tests.
//
// What it stresses: an Objective-C delegate that builds every quick-action icon into
// a variable first, types made at run time from the bundle identifier, an array
// whose order is not the order of declaration, a handler that compares types with
// isEqualToString:, and one template image that is loose PNGs in the bundle.

#import "LKAppDelegate.h"

static NSString *LKTypeWithSuffix(NSString *suffix)
{
    return [NSString stringWithFormat:@"%@.%@", [NSBundle mainBundle].bundleIdentifier, suffix];
}

@implementation LKAppDelegate

#pragma mark - Launch

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    [self installQuickActions];

    UIApplicationShortcutItem *item = launchOptions[UIApplicationLaunchOptionsShortcutItemKey];
    if (item != nil) {
        [self openQuickAction:item];
        self.openedFromQuickAction = YES;
    }
    return !self.openedFromQuickAction;
}

- (UISceneConfiguration *)application:(UIApplication *)application
configurationForConnectingSceneSession:(UISceneSession *)session
                              options:(UISceneConnectionOptions *)options
{
    return [UISceneConfiguration configurationWithName:@"Garden" sessionRole:session.role];
}

#pragma mark - Quick actions

- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler
{
    completionHandler([self openQuickAction:shortcutItem]);
}

- (BOOL)openQuickAction:(UIApplicationShortcutItem *)item
{
    if ([item.type isEqualToString:LKTypeWithSuffix(@"Glossary")]) {
        return [self showGlossary];
    } else if ([item.type isEqualToString:LKTypeWithSuffix(@"Pinned")]) {
        return [self showPinnedPlants];
    } else if ([item.type isEqualToString:LKTypeWithSuffix(@"Toxic")]) {
        return [self showToxicPlants];
    } else if ([item.type isEqualToString:LKTypeWithSuffix(@"Herbs")]) {
        return [self showHerbs];
    }
    return NO;
}

- (void)installQuickActions
{
    NSString *glossaryType = LKTypeWithSuffix(@"Glossary");
    NSString *pinnedType = LKTypeWithSuffix(@"Pinned");
    NSString *toxicType = LKTypeWithSuffix(@"Toxic");
    NSString *herbsType = LKTypeWithSuffix(@"Herbs");

    UIApplicationShortcutIcon *glossaryIcon = [UIApplicationShortcutIcon iconWithSystemImageName:@"book.closed"];
    UIApplicationShortcutIcon *pinnedIcon = [UIApplicationShortcutIcon iconWithSystemImageName:@"pin"];
    UIApplicationShortcutIcon *toxicIcon = [UIApplicationShortcutIcon iconWithSystemImageName:@"exclamationmark.octagon"];
    UIApplicationShortcutIcon *herbsIcon = [UIApplicationShortcutIcon iconWithTemplateImageName:@"herb_quick"];

    UIApplicationShortcutItem *glossary =
        [[UIApplicationShortcutItem alloc] initWithType:glossaryType
                                         localizedTitle:@"A-Z"
                                      localizedSubtitle:nil
                                                   icon:glossaryIcon
                                               userInfo:nil];

    UIApplicationShortcutItem *pinned =
        [[UIApplicationShortcutItem alloc] initWithType:pinnedType
                                         localizedTitle:NSLocalizedString(@"Pinned Plants", nil)
                                      localizedSubtitle:nil
                                                   icon:pinnedIcon
                                               userInfo:nil];

    UIApplicationShortcutItem *toxic =
        [[UIApplicationShortcutItem alloc] initWithType:toxicType
                                         localizedTitle:NSLocalizedString(@"Toxic to Pets", nil)
                                      localizedSubtitle:nil
                                                   icon:toxicIcon
                                               userInfo:nil];

    UIApplicationShortcutItem *herbs =
        [[UIApplicationShortcutItem alloc] initWithType:herbsType
                                         localizedTitle:NSLocalizedString(@"Kitchen Herbs", nil)
                                      localizedSubtitle:nil
                                                   icon:herbsIcon
                                               userInfo:nil];

    // The menu shows the first item nearest the app icon: herbs first, the glossary last.
    [UIApplication sharedApplication].shortcutItems = @[herbs, toxic, pinned, glossary];
}

#pragma mark - Screens

- (BOOL)showGlossary { return YES; }
- (BOOL)showPinnedPlants { return YES; }
- (BOOL)showToxicPlants { return YES; }
- (BOOL)showHerbs { return YES; }

@end
