#import "AppDelegate.h"

@implementation AppDelegate

- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    completionHandler([self openKind:shortcutItem]);
}

// The type's last part picks the screen; any other item opens the list of every kind.
- (BOOL)openKind:(UIApplicationShortcutItem *)item {
    NSString *kind = [item.type componentsSeparatedByString:@"."].lastObject;
    if ([kind isEqualToString:@"kettle"]) {
        [self showScreen:@"kettle"];
    } else if ([kind isEqualToString:@"mug"]) {
        [self showScreen:@"mug"];
    } else {
        [self showScreen:@"all"];
    }
    return YES;
}

- (void)showScreen:(NSString *)name {
    self.window.rootViewController.title = name;
}

@end
