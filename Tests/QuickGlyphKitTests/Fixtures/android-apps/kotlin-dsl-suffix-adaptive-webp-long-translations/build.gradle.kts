plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "org.quickglyph.fixture.nightdial"
    compileSdk = 34

    defaultConfig {
        applicationId = "org.quickglyph.fixture.nightdial"
        minSdk = 24
        targetSdk = 34
        versionCode = 310
        versionName = "3.1.0"
    }

    buildTypes {
        debug {
            isMinifyEnabled = false
            applicationIdSuffix = ".debug"
            versionNameSuffix = "-debug"
        }
        release {
            isMinifyEnabled = true
        }
    }
}
