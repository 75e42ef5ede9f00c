"""A loopback HTTP server for the Cat Facts tests: fixture facts and photos,
and every bad answer the client must survive. Prints its port, then serves
until its standard input closes. Paths start with a mode: /ok, /cats, /html, /malformed, /wrongtypes,
/empty, /huge, /404, /500, /429, /loop, /moved, /slow; photos under /photo/..."""
import json, os, sys, time, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5f645"
    "400000000049454e44ae426082")
HERE = os.path.dirname(os.path.abspath(__file__))
closed = []  # paths whose client went away before the answer ended
# Facts that read like the real API's, for screenshots (/cats).
CATS = [
    "A cat's whiskers are about as wide as its body, which helps it judge whether it fits through a gap.",
    "Cats spend around two thirds of their lives asleep.",
    "A group of kittens is called a kindle.",
    "Cats walk like camels and giraffes: both right feet move, then both left feet.",
    "Most cats cannot taste sweetness.",
    "A cat's nose print is unique, much like a human fingerprint.",
    "Cats can rotate their ears about 180 degrees, with over thirty muscles in each ear.",
    "The oldest known pet cat was found in a grave on Cyprus about 9,500 years old, buried beside a person.",
    "Cats sweat only through the pads of their paws.",
    "A cat's heart beats nearly twice as fast as a human heart, 110 to 140 times a minute.",
    "Kittens begin dreaming at about one week old.",
    "Cats have a third eyelid, the haw, which is rarely seen unless the cat is unwell.",
]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, kind="application/json", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        parts = url.path.strip("/").split("/")
        mode = parts[0]
        query = parse_qs(url.query)
        port = self.server.server_address[1]
        if mode == "closed":
            return self.send(200, json.dumps(closed).encode())
        if mode == "photo":
            return self.photo(parts[1] if len(parts) > 1 else "ok")
        if len(parts) >= 3 and parts[1] == "v1":  # /MODE/v1/images/search
            kinds = ("ok", "big", "bignolength", "notimage", "slow", "picture", "png", "jpg", "webp", "gif", "missing")
            target = mode if mode in kinds else "ok"
            return self.send(200, json.dumps([{"url": f"http://127.0.0.1:{port}/photo/{target}"}]).encode())
        if mode == "ok":
            page, limit = int(query.get("page", ["1"])[0]), int(query.get("limit", ["10"])[0])
            rows = [] if page > 3 else [{"fact": f"Fact {page}.{i}", "length": 8} for i in range(limit)]
            if page == 2:
                rows.append({"fact": "Fact 1.0", "length": 8})  # the API repeats itself
            return self.send(200, json.dumps({"data": rows, "current_page": page}).encode())
        if mode == "paged":  # 17 facts, and the page count as catfact.ninja gives it
            page, limit = int(query.get("page", ["1"])[0]), int(query.get("limit", ["10"])[0])
            rows = [f"Paged fact {i}" for i in range(17)][(page - 1) * limit:page * limit]
            body = {"data": [{"fact": f, "length": len(f)} for f in rows], "current_page": page,
                    "last_page": (17 + limit - 1) // limit, "total": 17}
            return self.send(200, json.dumps(body).encode())
        if mode == "cats":
            page, limit = int(query.get("page", ["1"])[0]), int(query.get("limit", ["10"])[0])
            rows = CATS[(page - 1) * limit:page * limit]
            return self.send(200, json.dumps({"data": [{"fact": f, "length": len(f)} for f in rows]}).encode())
        if mode == "html":
            return self.send(200, b"<!doctype html><html><body>Not here</body></html>", "text/html")
        if mode == "malformed":
            return self.send(200, b'{"data": [{"fact": "trunc')
        if mode == "wrongtypes":
            return self.send(200, json.dumps({"data": [{"fact": 5}, {"fact": None}]}).encode())
        if mode == "empty":
            return self.send(200, json.dumps({"data": []}).encode())
        if mode == "huge":
            return self.send(200, json.dumps({"data": [{"fact": "m" * 100_000}]}).encode())
        if mode in ("404", "500"):
            return self.send(int(mode), b'{"message": "no"}')
        if mode == "429":
            return self.send(429, b'{"message": "slow down"}', headers=[("Retry-After", "7")])
        if mode == "loop":
            self.send_response(302)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "moved":  # two redirects, the second relative, then the facts
            hops = int(query.get("hops", ["0"])[0])
            self.send_response(301 if hops == 0 else 307)
            self.send_header("Location", f"http://127.0.0.1:{port}{self.path}&hops=1" if hops == 0
                             else self.path.replace("/moved/", "/ok/"))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "slow":
            time.sleep(30)  # accepts, never answers in time
            return
        self.send(404, b"{}")

    def photo(self, kind):
        if kind == "ok":
            return self.send(200, PNG, "image/png")
        if kind in ("picture", "png", "jpg", "webp", "gif"):
            name = "photo.jpg" if kind == "picture" else "two." + kind
            with open(os.path.join(HERE, name), "rb") as f:
                return self.send(200, f.read(), "image/" + name.rsplit(".", 1)[1])
        if kind == "notimage":
            return self.send(200, b"this is not an image", "image/png")
        if kind in ("big", "bignolength"):
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
            if kind == "big":
                self.send_header("Content-Length", str(50_000_000))
            else:
                self.send_header("Connection", "close")
            self.end_headers()
            chunk = b"\xff" * 65536
            try:
                for _ in range(50_000_000 // 65536):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                closed.append("/photo/" + kind)
            self.close_connection = True
            return
        if kind == "slow":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", "1000000")
            self.end_headers()
            try:
                for _ in range(200):  # a trickle: 20 s in all
                    self.wfile.write(b"\x00" * 5000)
                    self.wfile.flush()
                    time.sleep(0.1)
            except (BrokenPipeError, ConnectionResetError):
                closed.append("/photo/slow")
            self.close_connection = True
            return
        self.send(404, b"{}")


def exit_when_stdin_closes():
    # The test closes our standard input when it is done (whatever wraps python).
    sys.stdin.read()
    os._exit(0)


threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
