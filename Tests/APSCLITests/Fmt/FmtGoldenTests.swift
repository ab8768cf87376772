import Testing

@testable import APSCLI

/// The layouts of `aps fmt` on one rich payload, compared with golden files (Golden/fmt/).
@Suite struct FmtGoldenTests {
  /// CJK, emoji, escapes, a GeTui `payload` string, a JPush id past 2^53, empty and nested containers.
  static let payload = #"""
    {"aps":{"alert":{"title":"订单已发货 📦","body":"他说：\"明天见\"\n第二行"},"badge":1.0,"sound":"default",
    "mutable-content":1},"payload":"{\"type\":\"71\",\"url\":\"myapp://order/1\"}","_j_msgid":36028797545517863,
    "zeta":[],"alpha":{},"list":[true,false,null,-0.5e-3,{"b":2,"a":[1,[2]]}],"url":"https://m.example.com/a/b"}
    """#

  @Test(arguments: [
    ("pretty.txt", [String]()), ("tab.txt", ["--tab"]), ("indent4.txt", ["--indent", "4"]),
    ("sorted.txt", ["-S"]), ("ascii.txt", ["--ascii"]), ("color.txt", ["--color", "always"]),
    ("compact-sorted-ascii.txt", ["-c", "-S", "--ascii"]),
  ])
  func layout(_ golden: String, options: [String]) {
    let result = runAPS(["fmt"] + options, stdin: Self.payload)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    assertGolden(result.stdout, named: "fmt/\(golden)")
  }

  @Test func help() {
    let result = runAPS(["fmt", "--help"])
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "fmt/help.txt")
  }
}
