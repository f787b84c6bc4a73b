#import <Foundation/Foundation.h>

#define kComposeType @"com.example.compose"
static NSString *const kSearchType = @"com.example.search";
extern NSString *const kShareType;
// The mistake the check must see: one letter short of the Info.plist's type.
#define kArchiveType @"com.example.archiv"
