#import "Constants.h"
