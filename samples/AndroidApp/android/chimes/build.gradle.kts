plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.chimes"
    compileSdk = 34

    buildTypes {
        getByName("release") {
            isMinifyEnabled = true
            isShrinkResources = true
        }
    }
}
