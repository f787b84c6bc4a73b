plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.chain"
    defaultConfig {
        applicationId = "com.example.chain"
    }
}

dependencies {
    implementation(projects.feature.home)
}
