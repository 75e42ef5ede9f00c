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
            kinds = ("ok", "big", "bignolength", "notimage", "slow", "picture", "png", "jpg", "webp", "gif", "missing",
                     "drip") + tuple(HOSTILE)
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
        if kind in HOSTILE:
            body, mime = HOSTILE[kind]()
            return self.send(200, body, mime)
        if kind == "drip":  # a picture arriving one byte a second
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            try:
                for _ in range(120):
                    self.wfile.write(b"\xff")
                    self.wfile.flush()
                    time.sleep(1)
            except (BrokenPipeError, ConnectionResetError):
                closed.append("/photo/drip")
            self.close_connection = True
            return
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


def png_claiming(width, height):
    """A real PNG header (with its CRC) claiming a size, then a little data."""
    import struct, zlib
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 4096)) + chunk(b"IEND", b"")


def jpeg_claiming(width, height):
    """A baseline JPEG's start: JFIF, then a frame header claiming a size, then nothing sensible."""
    import struct
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    sof0 = b"\xff\xc0" + struct.pack(">HBHHB", 17, 8, height, width, 3) + b"\x01\x22\x00\x02\x11\x01\x03\x11\x01"
    return b"\xff\xd8" + app0 + sof0 + b"\x00" * 2048


def gif_with_frames(count):
    """A 1 x 1 GIF of `count` frames."""
    frame = b"\x21\xf9\x04\x00\x01\x00\x00\x00" + b"\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00" + b"\x02\x02\x44\x01\x00"
    return b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\x00\x00\x00\x00\xff" + frame * count + b"\x3b"


def truncated_photo():
    with open(os.path.join(HERE, "photo.jpg"), "rb") as f:
        data = f.read()
    return data[: len(data) // 3]


HOSTILE = {
    "hugepng": lambda: (png_claiming(30000, 30000), "image/png"),
    "hugejpeg": lambda: (jpeg_claiming(30000, 30000), "image/jpeg"),
    "gif5000": lambda: (gif_with_frames(5000), "image/gif"),
    "truncated": lambda: (truncated_photo(), "image/jpeg"),
    "htmljpeg": lambda: (b"<!doctype html><html><body>Not a cat</body></html>", "image/jpeg"),
    "empty": lambda: (b"", "image/jpeg"),
}


def exit_when_stdin_closes():
    # The test closes our standard input when it is done (whatever wraps python).
    sys.stdin.read()
    os._exit(0)


threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
