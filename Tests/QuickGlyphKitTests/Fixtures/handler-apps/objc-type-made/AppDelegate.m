#import "AppDelegate.h"

@implementation AppDelegate

// The type's prefix is cut off by a message the reading does not model: what is compared is not the type.
- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    NSString *plant = [shortcutItem.type substringFromIndex:4];
    if ([plant isEqualToString:@"fern"]) {
        self.window.rootViewController.title = @"Fern";
    }
    completionHandler(YES);
}

@end
