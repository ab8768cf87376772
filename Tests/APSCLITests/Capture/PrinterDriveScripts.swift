/// The programs that print the drive's payloads with the real interpreters. Each reads one JSON
/// payload a line from the file named first and, per payload, writes a marker line, the value as the
/// interpreter's own JSON encoder writes it (what the program held: the truth for that printer),
/// then the printer's output. The second argument names the printer.
enum PrinterDriveScripts {
  static let marker = "--APS-DRIVE--"

  /// Python 3: `repr`, `print(d)` and `pprint.pprint` with a narrow width, so it wraps and splits
  /// long strings into adjacent literals (https://docs.python.org/3/library/pprint.html).
  static let python = """
    import json, pprint, sys
    sys.stdout.reconfigure(encoding='utf-8')
    form = sys.argv[2]
    for line in open(sys.argv[1], encoding='utf-8'):
        d = json.loads(line)
        sys.stdout.write('\(marker)\\n' + json.dumps(d, ensure_ascii=False) + '\\n')
        if form == 'repr':
            sys.stdout.write(repr(d) + '\\n')
        elif form == 'print':
            print(d)
        elif form == 'pprint':
            pprint.pprint(d, width=40)
    """

  /// Ruby: `p`, `inspect`, `pp` (wraps at 80 columns), with string or symbol keys. Ruby 3.4 changed
  /// `Hash#inspect` to `{"k" => v}` and `{k: v}` (https://www.ruby-lang.org/en/news/2024/12/25/ruby-3-4-0-released/):
  /// on an older Ruby the `ruby34` forms re-spell the hash that way, leaving every scalar to `inspect`.
  static let ruby = """
    require 'json'
    require 'pp'
    form = ARGV[1]
    # Ruby 3.4's hash.c symbol_key_needs_quote: a name that is no plain symbol, or one opened by
    # @ $ ! or ended by an operator character, prints quoted.
    def quoted34?(k)
      s = k.to_s
      k.inspect.start_with?(':"') || s.empty? || '@$!'.include?(s[0]) || '+-*/`%^&|]<=>~@'.include?(s[-1])
    end
    def spelled34(v)
      case v
      when Hash
        '{' + v.map { |k, x|
          if k.is_a?(Symbol)
            (quoted34?(k) ? k.to_s.inspect + ': ' : k.to_s + ': ') + spelled34(x)
          else
            k.inspect + ' => ' + spelled34(x)
          end
        }.join(', ') + '}'
      when Array then '[' + v.map { |x| spelled34(x) }.join(', ') + ']'
      else v.inspect
      end
    end
    File.foreach(ARGV[0], encoding: 'UTF-8') do |line|
      v = JSON.parse(line, symbolize_names: form.include?('sym'))
      puts '\(marker)'
      puts JSON.generate(v)
      case form
      when 'p', 'sym-p' then p v
      when 'inspect' then puts v.inspect
      when 'pp', 'sym-pp' then pp v
      when 'ruby34', 'ruby34-sym' then puts(RUBY_VERSION >= '3.4' ? v.inspect : spelled34(v))
      end
    end
    """

  /// Node: `util.inspect` and `console.log` at their default depth 2 (deeper levels print as
  /// `[Object]` / `[Array]`), and `util.inspect` with `depth: null`
  /// (https://nodejs.org/api/util.html#utilinspectobject-options).
  static let node = """
    const fs = require('fs'), util = require('util');
    const form = process.argv[3];
    for (const line of fs.readFileSync(process.argv[2], 'utf8').split('\\n')) {
      if (!line) continue;
      const v = JSON.parse(line);
      process.stdout.write('\(marker)\\n' + JSON.stringify(v) + '\\n');
      if (form === 'inspect') process.stdout.write(util.inspect(v) + '\\n');
      else if (form === 'console.log') console.log(v);
      else if (form === 'inspect-deep') process.stdout.write(util.inspect(v, { depth: null }) + '\\n');
    }
    """

  /// PHP: `var_export`, `print_r`, `var_dump` of `json_decode($line, true)`
  /// (https://www.php.net/manual/en/function.var-export.php, …/function.print-r.php, …/function.var-dump.php).
  static let php = """
    <?php
    $form = $argv[2];
    foreach (file($argv[1]) as $line) {
      $v = json_decode($line, true);
      echo "\(marker)\\n", json_encode($v, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION), "\\n";
      if ($form === 'var_export') { var_export($v); echo "\\n"; }
      elseif ($form === 'print_r') { print_r($v); echo "\\n"; }
      elseif ($form === 'var_dump') { var_dump($v); }
    }
    """
}
