# Homebrew formula: builds `aps` from the tagged source archive with SwiftPM (Xcode 16, Swift 6).
# This repository is its own tap (OWNER is the GitHub account that hosts it):
#   brew tap OWNER/aps https://github.com/OWNER/aps && brew install OWNER/aps/aps
# On a release, the tag below follows `aps --version` (a test checks it) and `sha256` is added from
# `shasum -a 256` of the published archive; without it brew warns that it cannot verify the download.
class Aps < Formula
  desc "Build, check and explain Apple push payloads, GeTui and JPush messages"
  homepage "https://github.com/OWNER/aps"
  url "https://github.com/OWNER/aps/archive/refs/tags/v0.1.0.tar.gz"
  license "MIT"
  head "https://github.com/OWNER/aps.git", branch: "main"

  # Package.swift needs swift-tools-version 6.0, which Xcode 16 brings; the binary runs on macOS 13+.
  depends_on xcode: ["16.0", :build]
  depends_on macos: :ventura

  def install
    # SwiftPM sandboxes its manifest build, which fails inside Homebrew's own sandbox.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "aps"
    bin.install ".build/release/aps"
    (man1/"aps.1").write Utils.safe_popen_read(bin/"aps", "help", "--man")
    generate_completions_from_executable(bin/"aps", "completions", shells: [:bash, :zsh, :fish], shell_parameter_format: :arg)
  end

  test do
    assert_match "aps #{version}", shell_output("#{bin}/aps --version")
    assert_equal '{"aps":{"alert":"Hi"}}', shell_output("#{bin}/aps build --alert Hi").chomp
  end
end
