#!/usr/bin/env python3
"""Measure an aps binary on a range of public capture cases (not part of the product).

usage: measure-fresh.py APS_BINARY FIRST LAST
Prints one line per case (number, outcome, what aps did) and the totals.
Outcomes: read right / refused (should read) / read wrong / refused (agrees) /
read (should refuse). Numbers compare by value; true/false never equal 1/0.
Provider: for expected-read captures whose vendor is known, whether the
`inspect --format json` line of that capture names it (provider or vendor.id).
"""
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# Provider names aps prints for vendors that are a transport rather than a catalogue entry.
PROVIDER_NAMES = {"apns": {"apns"}, "firebase": {"fcm", "firebase"}, "getui": {"getui"},
                  "jpush": {"jpush"}, "tpns": {"tpns"}, "adobe": {"adobeajo"}, "aws-pinpoint": {"pinpoint"},
                  "salesforce-mc": {"salesforce"}, "easemob": {"agora"}}


def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def values(text):
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line:
            try:
                out.append(json.loads(line))
            except ValueError:
                out.append(("unparsed", line))
    return out


def names(line, vendor):
    want = PROVIDER_NAMES.get(vendor, {vendor.replace("-", "")})
    got = {str(line.get("provider", "")).lower().replace("-", "")}
    if isinstance(line.get("vendor"), dict):
        got.add(str(line["vendor"].get("id", "")).lower().replace("-", ""))
    return bool(want & got)


def measure(aps, path):
    case = json.load(open(path))
    txt = path[:-5] + ".txt"
    conv = subprocess.run([aps, "convert", "--to", "json", "-c", txt], capture_output=True, text=True)
    got = values(conv.stdout)
    expect = case["expect"]
    if expect["result"] == "refuse":
        outcome = "refused (agrees)" if conv.returncode != 0 else "read (should refuse)"
    elif conv.returncode != 0:
        outcome = "refused (should read)"
    elif len(got) == len(expect["captures"]) and all(same(g, e) for g, e in zip(got, expect["captures"])):
        outcome = "read right"
    else:
        outcome = "read wrong"
    did = (conv.stderr.strip().splitlines() or [""])[0] if conv.returncode else "%d capture(s)" % len(got)
    named = total = 0
    if expect["result"] == "read" and case["vendor"] not in ("unknown", "none"):
        insp = subprocess.run([aps, "inspect", "--format", "json", txt], capture_output=True, text=True)
        lines = [v for v in values(insp.stdout) if isinstance(v, dict) and v.get("ok")]
        total = len(expect["captures"])
        if outcome == "read right":
            named = sum(1 for v in lines[:total] if names(v, case["vendor"]))
    return outcome, did, named, total


def main():
    aps, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    counts, named, total = {}, 0, 0
    for path in sorted(glob.glob(os.path.join(HERE, "[0-9][0-9][0-9]*-*.json"))):
        n = int(os.path.basename(path).split("-", 1)[0])
        if not first <= n <= last:
            continue
        outcome, did, k, t = measure(aps, path)
        counts[outcome] = counts.get(outcome, 0) + 1
        named, total = named + k, total + t
        print("%03d  %-22s %s" % (n, outcome, did[:150]))
    print()
    for key in ("read right", "refused (should read)", "read wrong", "refused (agrees)", "read (should refuse)"):
        print("%-22s %d" % (key, counts.get(key, 0)))
    print("agree %d of %d" % (counts.get("read right", 0) + counts.get("refused (agrees)", 0), sum(counts.values())))
    print("provider named: %d of %d expected-read captures with a known vendor" % (named, total))


if __name__ == "__main__":
    main()
