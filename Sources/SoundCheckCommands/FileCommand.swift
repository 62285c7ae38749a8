/// A command that reads files: it runs in a worker process under a supervisor, so that a file
/// that stops the worker is reported and every other file is still read (see `FileIsolation`,
/// and `Supervisor` in SoundCheckSupervision).
package protocol FileCommand {}
