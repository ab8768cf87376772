#!/usr/bin/env python3
"""Writes a deterministic JSON Lines corpus of realistic APNs payloads for `aps validate --jsonl`.

Usage: Benchmarks/make-validate-corpus.py [MEGABYTES] > corpus.jsonl   (default 50)
The mix: alerts in English, Chinese and emoji with custom keys (GeTui/JPush style), background
pushes, Live Activity updates, and about 2% invalid payloads so findings are printed too.
"""
import json
import random
import sys

rng = random.Random(20261122)
WORDS = ["order", "shipped", "parcel", "arrives", "today", "your", "driver", "is", "near", "sale", "ends", "soon"]
CJK = "你好世界订单已发货预计今天送达骑手正在路上限时优惠即将结束个推极光消息推送通知"
EMOJI = ["🚚", "📦", "👍🏽", "👨‍👩‍👧", "🇨🇳", "✅", "⏰"]


def text(n):
    kind = rng.random()
    if kind < 0.5:
        return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."
    if kind < 0.85:
        return "".join(rng.choice(CJK) for _ in range(n * 2)) + "。"
    return " ".join(rng.choice(WORDS + EMOJI) for _ in range(n))


def alert():
    aps = {"alert": {"title": text(3), "body": text(rng.randint(6, 40))}, "badge": rng.randint(0, 99), "sound": "default"}
    if rng.random() < 0.3:
        aps["mutable-content"] = 1
        aps["thread-id"] = f"thread-{rng.randint(1, 999)}"
    if rng.random() < 0.2:
        aps["interruption-level"] = "time-sensitive"
    payload = {"aps": aps, "orderID": f"A-{rng.randint(10000, 99999)}"}
    if rng.random() < 0.5:
        payload["_ge_"] = {"taskid": f"TASK_{rng.randint(1, 10**9)}", "payload": text(5)}
    else:
        payload["_j_msgid"] = rng.randint(10**16, 10**17)
    return payload


def background():
    return {"aps": {"content-available": 1}, "sync": {"inbox": rng.randint(1, 50), "since": 1700000000 + rng.randint(0, 10**6)}}


def live_activity():
    return {"aps": {"event": "update", "timestamp": 1700000000 + rng.randint(0, 10**6),
                    "content-state": {"driver": text(2), "etaMinutes": rng.randint(1, 60), "progress": round(rng.random(), 2)}}}


def invalid():
    payload = alert()
    payload["aps"]["badge"] = str(payload["aps"]["badge"])
    return payload


def main():
    target = int(sys.argv[1] if len(sys.argv) > 1 else 50) * 1_000_000
    written = 0
    out = sys.stdout
    while written < target:
        roll = rng.random()
        maker = alert if roll < 0.6 else background if roll < 0.78 else live_activity if roll < 0.98 else invalid
        line = json.dumps(maker(), ensure_ascii=False, separators=(",", ":")) + "\n"
        out.write(line)
        written += len(line.encode())


main()
