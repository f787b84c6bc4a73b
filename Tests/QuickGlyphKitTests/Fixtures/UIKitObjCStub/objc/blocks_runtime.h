// GNUstep's Foundation includes this when the compiler has blocks; Debian's gcc runtime has
// none, so it comes from the Swift toolchain's BlocksRuntime.
#include <Block.h>
