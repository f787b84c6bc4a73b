// A stand-in for UIKit's Objective-C headers, for compiling the Objective-C that
// `build --objc` generates on Linux against GNUstep's Foundation: only the quick-action
// API the generated files and the documented delegates use, each with Apple's
// signature (iOS 26 SDK), nothing else. UIKitStub.m implements it for the tests' programs;
// the instance variables it needs are declared here, in @private blocks, since gcc's runtime,
// which Debian's GNUstep uses, has no instance variables outside a class's @interface.
#import <Foundation/Foundation.h>

// What Apple's Foundation defines and GNUstep's does not.
#ifndef API_AVAILABLE
#define API_AVAILABLE(...)
#endif
#ifndef NS_NOESCAPE
#define NS_NOESCAPE __attribute__((noescape))
#endif
#ifndef NS_SWIFT_UI_ACTOR
#define NS_SWIFT_UI_ACTOR
#endif
#ifndef NS_TYPED_ENUM
#define NS_TYPED_ENUM
#endif
#ifndef UIKIT_EXTERN
#define UIKIT_EXTERN extern
#endif
// The iOS 26 SDK deprecates the app-delegate path; the stub does too, so that generated
// code that names it without silencing the warning fails the tests' -Werror.
#define QG_STUB_DEPRECATED_IN_IOS_26 __attribute__((deprecated("deprecated in iOS 26.0: adopt the scene life cycle")))

NS_ASSUME_NONNULL_BEGIN

// Apple's Foundation declares that the property-list classes adopt NSSecureCoding, which a
// shortcut item's userInfo takes; GNUstep's do not say so. Declared here, as the SDK has it.
@interface NSString (QGStubSecureCoding) <NSSecureCoding>
@end
@interface NSNumber (QGStubSecureCoding) <NSSecureCoding>
@end
@interface NSArray (QGStubSecureCoding) <NSSecureCoding>
@end
@interface NSDictionary (QGStubSecureCoding) <NSSecureCoding>
@end

typedef NS_ENUM(NSInteger, UIApplicationShortcutIconType) {
    UIApplicationShortcutIconTypeCompose,
    UIApplicationShortcutIconTypePlay,
    UIApplicationShortcutIconTypePause,
    UIApplicationShortcutIconTypeAdd,
    UIApplicationShortcutIconTypeLocation,
    UIApplicationShortcutIconTypeSearch,
    UIApplicationShortcutIconTypeShare,
    UIApplicationShortcutIconTypeProhibit,
    UIApplicationShortcutIconTypeContact,
    UIApplicationShortcutIconTypeHome,
    UIApplicationShortcutIconTypeMarkLocation,
    UIApplicationShortcutIconTypeFavorite,
    UIApplicationShortcutIconTypeLove,
    UIApplicationShortcutIconTypeCloud,
    UIApplicationShortcutIconTypeInvitation,
    UIApplicationShortcutIconTypeConfirmation,
    UIApplicationShortcutIconTypeMail,
    UIApplicationShortcutIconTypeMessage,
    UIApplicationShortcutIconTypeDate,
    UIApplicationShortcutIconTypeTime,
    UIApplicationShortcutIconTypeCapturePhoto,
    UIApplicationShortcutIconTypeCaptureVideo,
    UIApplicationShortcutIconTypeTask,
    UIApplicationShortcutIconTypeTaskCompleted,
    UIApplicationShortcutIconTypeAlarm,
    UIApplicationShortcutIconTypeBookmark,
    UIApplicationShortcutIconTypeShuffle,
    UIApplicationShortcutIconTypeAudio,
    UIApplicationShortcutIconTypeUpdate
} API_AVAILABLE(ios(9.0));

API_AVAILABLE(ios(9.0))
@interface UIApplicationShortcutIcon : NSObject <NSCopying> {
@private
    NSString *_stubDescription;
}
+ (instancetype)iconWithType:(UIApplicationShortcutIconType)type;
+ (instancetype)iconWithTemplateImageName:(NSString *)templateImageName;
+ (instancetype)iconWithSystemImageName:(NSString *)systemImageName API_AVAILABLE(ios(13.0));
@end

API_AVAILABLE(ios(9.0))
@interface UIApplicationShortcutItem : NSObject <NSCopying, NSMutableCopying> {
@protected
    NSString *_type, *_localizedTitle, *_localizedSubtitle;
    UIApplicationShortcutIcon *_icon;
    NSDictionary *_userInfo;
}
- (instancetype)initWithType:(NSString *)type
              localizedTitle:(NSString *)localizedTitle
           localizedSubtitle:(nullable NSString *)localizedSubtitle
                        icon:(nullable UIApplicationShortcutIcon *)icon
                    userInfo:(nullable NSDictionary<NSString *, id <NSSecureCoding>> *)userInfo;
- (instancetype)initWithType:(NSString *)type localizedTitle:(NSString *)localizedTitle;
@property (nonatomic, copy, readonly) NSString *type;
@property (nonatomic, copy, readonly) NSString *localizedTitle;
@property (nullable, nonatomic, copy, readonly) NSString *localizedSubtitle;
@property (nullable, nonatomic, copy, readonly) UIApplicationShortcutIcon *icon;
@property (nullable, nonatomic, copy, readonly) NSDictionary<NSString *, id <NSSecureCoding>> *userInfo;
@end

API_AVAILABLE(ios(9.0))
@interface UIMutableApplicationShortcutItem : UIApplicationShortcutItem
@property (nonatomic, copy) NSString *type;
@property (nonatomic, copy) NSString *localizedTitle;
@property (nullable, nonatomic, copy) NSString *localizedSubtitle;
@property (nullable, nonatomic, copy) UIApplicationShortcutIcon *icon;
@property (nullable, nonatomic, copy) NSDictionary<NSString *, id <NSSecureCoding>> *userInfo;
@end

typedef NSString *UIApplicationLaunchOptionsKey NS_TYPED_ENUM;
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsShortcutItemKey
    API_AVAILABLE(ios(9.0)) QG_STUB_DEPRECATED_IN_IOS_26;

@interface UIResponder : NSObject
@end

@class UIApplication, UIScene, UISceneSession, UISceneConnectionOptions, UIWindowScene;

@protocol UIApplicationDelegate <NSObject>
@optional
- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (void)application:(UIApplication *)application
    performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem
               completionHandler:(void (^)(BOOL succeeded))completionHandler
    API_AVAILABLE(ios(9.0)) QG_STUB_DEPRECATED_IN_IOS_26;
@end

@interface UIApplication : UIResponder {
@private
    NSArray *_shortcutItems;
}
@property (class, nonatomic, readonly) UIApplication *sharedApplication;
@property (nullable, nonatomic, copy) NSArray<UIApplicationShortcutItem *> *shortcutItems API_AVAILABLE(ios(9.0));
@end

API_AVAILABLE(ios(13.0))
@interface UISceneSession : NSObject
@end

API_AVAILABLE(ios(13.0))
@interface UISceneConnectionOptions : NSObject {
@private
    UIApplicationShortcutItem *_shortcutItem;
}
@property (nullable, nonatomic, readonly) UIApplicationShortcutItem *shortcutItem;
@end

@protocol UISceneDelegate <NSObject>
@optional
- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session
      options:(UISceneConnectionOptions *)connectionOptions API_AVAILABLE(ios(13.0));
@end

@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
- (void)windowScene:(UIWindowScene *)windowScene
    performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem
               completionHandler:(void (^)(BOOL succeeded))completionHandler API_AVAILABLE(ios(13.0));
@end

API_AVAILABLE(ios(13.0))
@interface UIScene : UIResponder
@end

API_AVAILABLE(ios(13.0))
@interface UIWindowScene : UIScene
@end

NS_ASSUME_NONNULL_END
