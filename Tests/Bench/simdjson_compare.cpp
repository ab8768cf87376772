// The comparator aps-bench times `aps` against: simdjson (https://github.com/simdjson/simdjson) reading the
// same JSON Lines file. A test tool, never part of aps; aps-bench builds it when libsimdjson-dev is installed:
//   c++ -O3 -std=c++17 Tests/Bench/simdjson_compare.cpp -lsimdjson -o simdjson_compare
// Usage: simdjson_compare parse|minify FILE
//   parse:  parse_many over the file, every document read (what `aps validate --jsonl -q` must at least do)
//   minify: parse_many, each document written compact, one a line (what `aps fmt -c --jsonl` does)
#include <cstdio>
#include <cstring>
#include <string>
#include "simdjson.h"

int main(int argc, char **argv) {
  if (argc != 3 || (std::strcmp(argv[1], "parse") != 0 && std::strcmp(argv[1], "minify") != 0)) {
    std::fprintf(stderr, "usage: simdjson_compare parse|minify FILE\n");
    return 64;
  }
  const bool minify = std::strcmp(argv[1], "minify") == 0;
  simdjson::padded_string json;
  if (simdjson::padded_string::load(argv[2]).get(json)) {
    std::fprintf(stderr, "simdjson_compare: cannot read %s\n", argv[2]);
    return 66;
  }
  simdjson::dom::parser parser;
  simdjson::dom::document_stream stream;
  if (parser.parse_many(json).get(stream)) return 1;
  static char buffer[1 << 16];
  std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
  size_t documents = 0;
  for (auto document : stream) {
    simdjson::dom::element element;
    if (document.get(element)) {
      std::fprintf(stderr, "simdjson_compare: document %zu is not JSON\n", documents + 1);
      return 1;
    }
    if (minify) {
      std::string text = simdjson::minify(element);
      text.push_back('\n');
      std::fwrite(text.data(), 1, text.size(), stdout);
    }
    documents++;
  }
  if (!minify) std::printf("%zu\n", documents);
  return 0;
}
