#import "AppDelegate.h"
#import "Harbor-Swift.h"

@implementation AppDelegate {
    UIApplicationShortcutItem *launchAction;
    DevicePolicy *policy;
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    policy = [DevicePolicy current];
    launchAction = [launchOptions objectForKey:UIApplicationLaunchOptionsShortcutItemKey];
    if (launchAction != nil) {
        [[ActionRouter shared] openItem:launchAction];
    }
    return YES;
}

- (void)applicationWillResignActive:(UIApplication *)application {
    application.shortcutItems = [QuickActionProvider itemsFor:policy];
}

- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    [self routeAction:shortcutItem completion:completionHandler];
}

@end
