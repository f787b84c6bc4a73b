// The stand-in UIKit's classes, for the tests' programs: each keeps what it is given and
// hands it back, as UIKit's do. Built without ARC, as GNUstep's gcc runtime requires.
#import <UIKit/UIKit.h>

// GNUstep's classes can be coded; they only do not say they refuse classes they do not expect.
@implementation NSString (QGStubSecureCoding)
+ (BOOL)supportsSecureCoding { return YES; }
@end
@implementation NSNumber (QGStubSecureCoding)
+ (BOOL)supportsSecureCoding { return YES; }
@end
@implementation NSArray (QGStubSecureCoding)
+ (BOOL)supportsSecureCoding { return YES; }
@end
@implementation NSDictionary (QGStubSecureCoding)
+ (BOOL)supportsSecureCoding { return YES; }
@end

NSString *const UIApplicationLaunchOptionsShortcutItemKey = @"UIApplicationLaunchOptionsShortcutItemKey";

@implementation UIApplicationShortcutIcon
+ (instancetype)iconDescribed:(NSString *)description {
    UIApplicationShortcutIcon *icon = [[[self alloc] init] autorelease];
    icon->_stubDescription = [description copy];
    return icon;
}
+ (instancetype)iconWithType:(UIApplicationShortcutIconType)type {
    return [self iconDescribed:[NSString stringWithFormat:@"type: %ld", (long)type]];
}
+ (instancetype)iconWithTemplateImageName:(NSString *)templateImageName {
    return [self iconDescribed:[@"templateImageName: " stringByAppendingString:templateImageName]];
}
+ (instancetype)iconWithSystemImageName:(NSString *)systemImageName {
    return [self iconDescribed:[@"systemImageName: " stringByAppendingString:systemImageName]];
}
- (id)copyWithZone:(NSZone *)zone { return [self retain]; }
- (NSString *)description { return _stubDescription; }
- (void)dealloc { [_stubDescription release]; [super dealloc]; }
@end

@implementation UIApplicationShortcutItem
- (instancetype)initWithType:(NSString *)type localizedTitle:(NSString *)localizedTitle
           localizedSubtitle:(NSString *)localizedSubtitle icon:(UIApplicationShortcutIcon *)icon
                    userInfo:(NSDictionary<NSString *, id <NSSecureCoding>> *)userInfo {
    if ((self = [super init])) {
        _type = [type copy];
        _localizedTitle = [localizedTitle copy];
        _localizedSubtitle = [localizedSubtitle copy];
        _icon = [icon retain];
        _userInfo = [userInfo copy];
    }
    return self;
}
- (instancetype)initWithType:(NSString *)type localizedTitle:(NSString *)localizedTitle {
    return [self initWithType:type localizedTitle:localizedTitle localizedSubtitle:nil icon:nil userInfo:nil];
}
- (NSString *)type { return _type; }
- (NSString *)localizedTitle { return _localizedTitle; }
- (NSString *)localizedSubtitle { return _localizedSubtitle; }
- (UIApplicationShortcutIcon *)icon { return _icon; }
- (NSDictionary *)userInfo { return _userInfo; }
- (id)copyWithZone:(NSZone *)zone { return [self retain]; }
- (id)mutableCopyWithZone:(NSZone *)zone {
    return [[UIMutableApplicationShortcutItem alloc] initWithType:_type localizedTitle:_localizedTitle
                                                localizedSubtitle:_localizedSubtitle icon:_icon userInfo:_userInfo];
}
- (void)dealloc {
    [_type release]; [_localizedTitle release]; [_localizedSubtitle release]; [_icon release]; [_userInfo release];
    [super dealloc];
}
@end

@implementation UIMutableApplicationShortcutItem
@dynamic type, localizedTitle, localizedSubtitle, icon, userInfo;
- (void)setType:(NSString *)type { [_type autorelease]; _type = [type copy]; }
- (void)setLocalizedTitle:(NSString *)title { [_localizedTitle autorelease]; _localizedTitle = [title copy]; }
- (void)setLocalizedSubtitle:(NSString *)subtitle { [_localizedSubtitle autorelease]; _localizedSubtitle = [subtitle copy]; }
- (void)setIcon:(UIApplicationShortcutIcon *)icon { [_icon autorelease]; _icon = [icon retain]; }
- (void)setUserInfo:(NSDictionary *)userInfo { [_userInfo autorelease]; _userInfo = [userInfo copy]; }
@end

@implementation UIResponder
@end

@implementation UIApplication
+ (UIApplication *)sharedApplication {
    static UIApplication *shared = nil;
    if (shared == nil) shared = [[UIApplication alloc] init];
    return shared;
}
- (NSArray<UIApplicationShortcutItem *> *)shortcutItems { return _shortcutItems; }
- (void)setShortcutItems:(NSArray<UIApplicationShortcutItem *> *)items { [_shortcutItems autorelease]; _shortcutItems = [items copy]; }
@end

@implementation UISceneSession
@end

@implementation UISceneConnectionOptions
// What iOS fills in; the tests' programs give it here.
- (instancetype)initWithShortcutItem:(UIApplicationShortcutItem *)shortcutItem {
    if ((self = [super init])) _shortcutItem = [shortcutItem retain];
    return self;
}
- (UIApplicationShortcutItem *)shortcutItem { return _shortcutItem; }
- (void)dealloc { [_shortcutItem release]; [super dealloc]; }
@end

@implementation UIScene
@end

@implementation UIWindowScene
@end
