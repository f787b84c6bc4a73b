rootProject.name = "Chain"
enableFeaturePreview("TYPESAFE_PROJECT_ACCESSORS")
include(":app")
include(
    ":feature:home",
    ":core:strings",
)
project(":core:strings").projectDir = file("libraries/strings")
