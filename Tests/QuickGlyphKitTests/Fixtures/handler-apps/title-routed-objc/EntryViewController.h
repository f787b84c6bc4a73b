#import <UIKit/UIKit.h>

@interface EntryViewController : UIViewController

+ (instancetype)scanner;
+ (instancetype)blank;
+ (instancetype)latest;

@end
