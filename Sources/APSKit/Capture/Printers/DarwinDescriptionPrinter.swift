/// The Darwin description's row of the printers' grammar (read by `DescriptionParser.parsePrinted`).
extension PrinterTable {
  /// The Darwin description, NSLog and lldb's `po` of an NSDictionary/NSArray (the old-style
  /// property-list look of CoreFoundation's `CFOldStylePList.c`): `{ key = value; }`, `( a, b )`,
  /// quoted or bare keys and strings, NSData and `<null>` scalars.
  static let darwin = PrinterTable(
    form: .nslog, name: "Darwin description ({ key = value; })", quotes: [UInt8(ascii: "\""), UInt8(ascii: "'")],
    comments: true, keySeparator: UInt8(ascii: "="), entryTerminator: UInt8(ascii: ";"), keyShortcut: true,
    arrayOpen: UInt8(ascii: "("), arrayClose: UInt8(ascii: ")"), dataScalars: true, booleansAreText: true,
    descriptionSpace: true, containerNames: (dictionary: "the dictionary", array: "the array"),
    elementName: "an array element", tokenKeys: true)
}
