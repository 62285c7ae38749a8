import ProjectDescription

let widgetFolder = "Widget"

let project = Project(
    name: "TuistApp",
    targets: [
        .target(
            name: "TuistApp",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.soundcheck.tuist",
            sources: ["App/Sources/**"],
            resources: [
                "App/Resources/**",
                "App/Sounds/tu-gone.caf",
                .glob(pattern: "Shared/*.aifc", excluding: ["Shared/tu-draft.aifc"]),
                .folderReference(path: "Tones"),
            ],
            dependencies: [.target(name: "TuistWidget")]
        ),
        .target(
            name: "TuistWidget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.soundcheck.tuist.widget",
            resources: ["\(widgetFolder)/**"]
        ),
    ]
)
