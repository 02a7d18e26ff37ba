"""A loopback TCP relay that holds each connection for a while before passing it on: a slow
network between the desktop and a real engine."""

from __future__ import annotations

import socket
import threading
import time


class SlowLink:
    def __init__(self, target_port: int, delay: float) -> None:
        self.target_port = target_port
        self.delay = delay
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.port = self.listener.getsockname()[1]
        self.closing = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.closing:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._relay, args=(client,), daemon=True).start()

    def _relay(self, client: socket.socket) -> None:
        time.sleep(self.delay)
        upstream = socket.create_connection(("127.0.0.1", self.target_port))

        def pipe(source: socket.socket, sink: socket.socket) -> None:
            try:
                while data := source.recv(65536):
                    sink.sendall(data)
            except OSError:
                pass
            finally:
                for end in (source, sink):
                    try:
                        end.shutdown(socket.SHUT_RDWR)
                    except OSError:
                        pass

        threading.Thread(target=pipe, args=(upstream, client), daemon=True).start()
        pipe(client, upstream)

    def close(self) -> None:
        self.closing = True
        self.listener.close()
