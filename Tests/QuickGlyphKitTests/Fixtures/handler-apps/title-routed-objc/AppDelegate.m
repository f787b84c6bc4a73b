#import "AppDelegate.h"
#import "EntryViewController.h"

@implementation AppDelegate

- (void)addRecentItem {
    UIApplicationShortcutIcon *icon = [UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeTime];
    UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc] initWithType:@"ledger-3"
                                                                       localizedTitle:@"Last Entry"
                                                                    localizedSubtitle:nil
                                                                                 icon:icon
                                                                             userInfo:nil];
    [UIApplication sharedApplication].shortcutItems = @[item];
}

// The items are told apart by the title they show, not by their type.
- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    NSString *shown = shortcutItem.localizedTitle;
    if ([shortcutItem.localizedTitle isEqualToString:@"Scan Receipt"]) {
        [self.window.rootViewController presentViewController:[EntryViewController scanner] animated:YES completion:nil];
    }
    if ([shown isEqualToString:@"New Entry"]) {
        [self.window.rootViewController presentViewController:[EntryViewController blank] animated:YES completion:nil];
    }
    if ([[shortcutItem localizedTitle] isEqualToString:@"Last Entry"]) {
        [self.window.rootViewController presentViewController:[EntryViewController latest] animated:YES completion:nil];
    }
    completionHandler(YES);
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [self addRecentItem];
    return YES;
}

@end
