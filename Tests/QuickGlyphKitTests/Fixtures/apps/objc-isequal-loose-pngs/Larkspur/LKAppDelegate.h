// Larkspur: a field guide to garden plants. Synthetic app for quickglyph's tests.

#import <UIKit/UIKit.h>

@interface LKAppDelegate : UIResponder <UIApplicationDelegate>

@property (nonatomic, assign) BOOL openedFromQuickAction;

- (void)installQuickActions;
- (BOOL)openQuickAction:(UIApplicationShortcutItem *)item;

@end
