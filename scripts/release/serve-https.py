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


def main() -> None:
    folder, certificate, key, portfile = sys.argv[1:5]
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=folder)
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
