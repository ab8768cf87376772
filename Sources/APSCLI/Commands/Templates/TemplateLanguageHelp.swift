/// The template language, as `aps templates --help` explains it (docs/templates.md says the same).
enum TemplateLanguageHelp {
  static let text = """
    A template is a JSON file whose strings may hold placeholders:
    - "{{name}}" as the whole string is replaced by the value, typed by a suffix: \
    {{name:string}} (the default), {{name:int}}, {{name:number}}, {{name:bool}} or \
    {{name:json}} (any JSON value). A value that does not parse as its type is an error \
    naming the variable.
    - Inside a longer string ("{{sender}}: {{text}}") values are inserted as text.
    - {{name=default}} gives a default; {{name?}} is optional: when not given, the member \
    (or array element) holding it is removed. They combine with a type: {{badge?:int}}, \
    {{volume:number=1}}.
    Values are never pasted into JSON text, so quotes, backslashes, braces and newlines in \
    them stay inside their strings. Object keys are not templated.

    An optional top-level "$template" object holds metadata and is never output: \
    "description", "push-type" (or "format": getui-v2, jpush-v3 for request bodies) and \
    "vars" (name → {"description", "example"}).

    Templates are found by --template PATH (anything with '/' or ending in .json), else as \
    NAME.json in the folders of $APS_TEMPLATE_PATH (colon-separated), else among the built-ins.
    """
}
