/// The template language, as `aps templates --help` explains it (the README says the same).
enum TemplateLanguageHelp {
  static let text = """
    A template is a JSON file whose strings may hold placeholders:
      "{{name}}"            the whole string: replaced by the value, typed by a suffix:
                            {{name:string}} (default), {{name:int}}, {{name:number}},
                            {{name:bool}} or {{name:json}} (any JSON value)
      "{{sender}}: {{text}}" inside a longer string: the values are inserted as text
      {{name=default}}      a default used when the variable is not given
      {{name?}}             optional: when not given, the member (or array element) is removed
    A value that does not parse as its type is an error naming the variable. Values are never \
    pasted into JSON text, so quotes, backslashes, braces and newlines in them stay inside their \
    strings.

    An optional top-level "$template" object holds metadata and is never output: \
    "description", "push-type" and "vars" (name → {"description", "example"}).

    Templates are found by --template PATH (anything with '/' or ending in .json), else as \
    NAME.json in the folders of $APS_TEMPLATE_PATH (colon-separated), else among the built-ins.
    """
}
