/// The commit the source came from and its date, for `aps --version`.
///
/// SwiftPM runs nothing at build time without a plugin, and a Homebrew build from the release
/// archive has no `.git` to ask, so the values are written into the source instead: `git
/// archive` (GitHub's release and tag archives) replaces each `$Format:…$` below by the commit's
/// short hash and date, because the `.gitattributes` beside it marks this file `export-subst` (gitattributes(5),
/// https://git-scm.com/docs/gitattributes#_export_subst). A clone keeps the placeholders;
/// `.ci/stamp-version` writes the same values into it.
enum BuildInfo {
  static let commit = "$Format:%h$"
  static let date = "$Format:%cs$"

  /// `aps 0.1.0 (commit 1a2b3c4, 2026-11-28)`, or what is known when the source was not stamped.
  static func versionLine(name: String, version: String, commit: String = commit, date: String = date) -> String {
    guard !commit.hasPrefix("$"), !date.hasPrefix("$") else {
      return "\(name) \(version) (commit not recorded: built from a git clone; .ci/stamp-version records it)\n"
    }
    return "\(name) \(version) (commit \(commit), \(date))\n"
  }
}
