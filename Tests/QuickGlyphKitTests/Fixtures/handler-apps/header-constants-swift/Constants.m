#import "Constants.h"

NSString *const kShareType = @"com.example.share";
