#!/usr/bin/env python3
"""A local HTTP/2 mock of APNs for `aps send` and `aps request --curl` tests (loopback only).

Speaks HTTP/2 over TLS (ALPN h2) on 127.0.0.1 with the certificate and key given as the second and
third arguments, as APNs does; curl trusts it through $CURL_CA_BUNDLE. (h2c with prior knowledge
was tried first: curl 7.88 does not start a second multiplexed stream on such a connection.) The answer depends
on the device token in /3/device/TOKEN: a token that is the hex of a documented reason name
(e.g. hex("BadDeviceToken")) gets that reason with Apple's status; any other token gets 200.
Statuses and reasons: Apple, "Handling notification responses from APNs",
https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns
Prints the port on the first line of standard output; appends each request as a JSON line to the
log file named by the first argument.

Hostile modes, for the fault tests of `aps send` (still loopback only; the process ends itself after
MOCK_LIFETIME seconds, 120 by default, so no test can leave it running):
- per token (the hex of the word): CloseMidStream (the connection is closed after the request, no
  answer), ResetStream (RST_STREAM), GoAway (GOAWAY whose last-stream-id does not cover the request,
  once per token: curl sends it again), Silent (never answered), Slow (answered after 4 s, holding its connection),
  HugeBody (400 announcing a 10 MB body), Malformed (a response without :status), ZeroWidth (200
  with U+200B and U+200E in apns-id);
- per server, the fourth argument: "h1" (TLS offering only HTTP/1.1, answering 200 to anything),
  "no-tls" (accepts connections and never does the TLS handshake).
"""
import os
import time
import json
import signal
import socket
import ssl
import sys
import threading
import uuid

import h2.config
import h2.connection
import h2.events

REASONS = {
    "BadCollapseId": 400, "BadDeviceToken": 400, "BadExpirationDate": 400, "BadMessageId": 400,
    "BadPriority": 400, "BadTopic": 400, "DeviceTokenNotForTopic": 400, "DuplicateHeaders": 400,
    "IdleTimeout": 400, "InvalidPushType": 400, "MissingDeviceToken": 400, "MissingTopic": 400,
    "PayloadEmpty": 400, "TopicDisallowed": 400, "BadCertificate": 403, "BadCertificateEnvironment": 403,
    "ExpiredProviderToken": 403, "Forbidden": 403, "InvalidProviderToken": 403, "MissingProviderToken": 403,
    "UnrelatedKeyIdInToken": 403, "BadEnvironmentKeyIdInToken": 403, "BadPath": 404, "MethodNotAllowed": 405,
    "ExpiredToken": 410, "Unregistered": 410, "PayloadTooLarge": 413, "TooManyProviderTokenUpdates": 429,
    "TooManyRequests": 429, "InternalServerError": 500, "ServiceUnavailable": 503, "Shutdown": 503,
}

lock = threading.Lock()
seen_goaway = set()


def fault_word(token):
    try:
        return bytes.fromhex(token).decode("ascii")
    except ValueError:
        return ""


def respond(conn, stream_id, request, log_path, sock):
    """Answers one request; returns False when the connection must be dropped."""
    headers = request["headers"]
    with lock, open(log_path, "a") as log:
        log.write(json.dumps({"headers": headers, "body": request["body"].decode("utf-8", "replace")}) + "\n")
    token = headers.get(":path", "").rsplit("/", 1)[-1]
    reason = fault_word(token)
    apns_id = headers.get("apns-id") or str(uuid.uuid4())
    answer = [("apns-id", apns_id)]
    if reason == "CloseMidStream":
        return False
    if reason == "ResetStream":
        conn.reset_stream(stream_id, error_code=2)
        return True
    if reason == "GoAway":
        with lock:
            first = token not in seen_goaway
            seen_goaway.add(token)
        if first:
            conn.close_connection(error_code=0, last_stream_id=max(0, stream_id - 2))
            sock.sendall(conn.data_to_send())
            return False
    if reason == "Silent":
        return True
    if reason == "Slow":
        time.sleep(4)
    if reason == "HugeBody":
        conn.send_headers(stream_id, [(":status", "400")] + answer + [("content-length", str(10 * 1024 * 1024))])
        conn.send_data(stream_id, b"x" * 1024)
        return True
    if reason == "Malformed":
        conn.send_headers(stream_id, answer, end_stream=True)
        return True
    if reason == "ZeroWidth":
        conn.send_headers(stream_id, [(":status", "200"), ("apns-id", "abc\u200bdef\u200e")], end_stream=True)
        return True
    if reason in REASONS:
        body = {"reason": reason}
        if REASONS[reason] == 410:
            body["timestamp"] = 1700000000000
        data = json.dumps(body).encode()
        conn.send_headers(stream_id, [(":status", str(REASONS[reason]))] + answer + [("content-type", "application/json"), ("content-length", str(len(data)))])
        conn.send_data(stream_id, data, end_stream=True)
    else:
        answer.append(("apns-unique-id", str(uuid.uuid4())))
        conn.send_headers(stream_id, [(":status", "200")] + answer, end_stream=True)
    return True


def serve(sock, log_path):
    conn = h2.connection.H2Connection(config=h2.config.H2Configuration(
        client_side=False, header_encoding="utf-8", validate_outbound_headers=False))
    conn.initiate_connection()
    sock.sendall(conn.data_to_send())
    streams = {}
    try:
        while True:
            data = sock.recv(65535)
            if not data:
                break
            for event in conn.receive_data(data):
                if isinstance(event, h2.events.RequestReceived):
                    streams[event.stream_id] = {"headers": dict(event.headers), "body": b""}
                elif isinstance(event, h2.events.DataReceived):
                    streams[event.stream_id]["body"] += event.data
                    conn.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
                if isinstance(event, (h2.events.StreamEnded,)) and event.stream_id in streams:
                    if not respond(conn, event.stream_id, streams.pop(event.stream_id), log_path, sock):
                        return
            sock.sendall(conn.data_to_send())
    except Exception:
        pass
    finally:
        try:
            sock.close()
        except OSError:
            pass


def serve_http1(sock, log_path):
    """An HTTP/1.1-only server: 200 to anything, logged like the others."""
    try:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65535)
            if not chunk:
                return
            data += chunk
        with lock, open(log_path, "a") as log:
            log.write(json.dumps({"headers": {":path": data.split(b" ")[1].decode()}, "body": ""}) + "\n")
        sock.sendall(b"HTTP/1.1 200 OK\r\napns-id: 11111111-2222-3333-4444-555555555555\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
    finally:
        sock.close()


def main():
    # Started from a test runner's worker thread, signals may arrive blocked: let SIGTERM work.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    log_path = sys.argv[1]
    mode = sys.argv[4] if len(sys.argv) > 4 else ""
    lifetime = float(os.environ.get("MOCK_LIFETIME", "120"))
    threading.Timer(lifetime, lambda: os._exit(0)).start()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held = []
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[2], sys.argv[3])
    context.set_alpn_protocols(["http/1.1"] if mode == "h1" else ["h2"])
    print(listener.getsockname()[1], flush=True)
    while True:
        raw, _ = listener.accept()
        if mode == "no-tls":
            held.append(raw)
            continue
        try:
            sock = context.wrap_socket(raw, server_side=True)
        except (ssl.SSLError, OSError):
            raw.close()
            continue
        threading.Thread(target=serve_http1 if mode == "h1" else serve, args=(sock, log_path), daemon=True).start()


if __name__ == "__main__":
    main()
