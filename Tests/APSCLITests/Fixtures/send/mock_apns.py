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
"""
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


def respond(conn, stream_id, request, log_path):
    headers = request["headers"]
    with lock, open(log_path, "a") as log:
        log.write(json.dumps({"headers": headers, "body": request["body"].decode("utf-8", "replace")}) + "\n")
    token = headers.get(":path", "").rsplit("/", 1)[-1]
    try:
        reason = bytes.fromhex(token).decode("ascii")
    except ValueError:
        reason = ""
    apns_id = headers.get("apns-id") or str(uuid.uuid4())
    answer = [("apns-id", apns_id)]
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


def serve(sock, log_path):
    conn = h2.connection.H2Connection(config=h2.config.H2Configuration(client_side=False, header_encoding="utf-8"))
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
                    respond(conn, event.stream_id, streams.pop(event.stream_id), log_path)
            sock.sendall(conn.data_to_send())
    finally:
        sock.close()


def main():
    # Started from a test runner's worker thread, signals may arrive blocked: let SIGTERM work.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    log_path = sys.argv[1]
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[2], sys.argv[3])
    context.set_alpn_protocols(["h2"])
    print(listener.getsockname()[1], flush=True)
    while True:
        raw, _ = listener.accept()
        try:
            sock = context.wrap_socket(raw, server_side=True)
        except (ssl.SSLError, OSError):
            raw.close()
            continue
        threading.Thread(target=serve, args=(sock, log_path), daemon=True).start()


if __name__ == "__main__":
    main()
