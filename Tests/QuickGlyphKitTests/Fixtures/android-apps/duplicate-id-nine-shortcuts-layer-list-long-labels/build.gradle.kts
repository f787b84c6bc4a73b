plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "org.quickglyph.fixture.lumenhome"
    compileSdk = 34

    defaultConfig {
        applicationId = "org.quickglyph.fixture.lumenhome"
        minSdk = 23
        targetSdk = 34
        versionCode = 58
        versionName = "5.8"
    }

    buildTypes {
        getByName("debug") {
            isMinifyEnabled = false
            isShrinkResources = false
        }
        getByName("release") {
            isMinifyEnabled = true
            isShrinkResources = true
        }
    }
}
