import ProjectDescription

let tuist = Tuist()
