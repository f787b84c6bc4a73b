plugins {
    id("com.android.library")
}

dependencies {
    api(projects.core.strings)
    ksp(projects.core.strings)
}
