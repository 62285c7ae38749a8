#!/usr/bin/env python3
"""Serves a folder over HTTPS on 127.0.0.1, for scripts/test-release.sh: the release's files and
its git repositories (dumb HTTP: `git update-server-info` in each), as GitHub would.

    serve-https.py FOLDER CERTIFICATE KEY PORTFILE

Picks a free port and writes it to PORTFILE once it listens. Logs each request to stderr, so a test
can see what SwiftPM and the installer fetched.
"""
import functools
import os
import http.server
import ssl
import sys


class KeepAliveHandler(http.server.SimpleHTTPRequestHandler):
    """Serves as a release host does: HTTP/1.1 connections kept open across requests, and no
    Nagle delay between a response's headers and its body. With HTTP/1.0's connection per
    request, each of the ten or so requests of a git clone over dumb HTTP paid a TLS handshake
    and a delayed ACK: the clone took three times as long as the same clone kept alive."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True


def main() -> None:
    folder, certificate, key, portfile = sys.argv[1:5]
    handler = functools.partial(KeepAliveHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    with open(portfile + ".partial", "w") as file:
        file.write(str(server.server_address[1]))
    os.replace(portfile + ".partial", portfile)
    server.serve_forever()


if __name__ == "__main__":
    main()
