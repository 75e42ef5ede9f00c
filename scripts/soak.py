#!/usr/bin/env python3
"""Drives the release viewer under Xvfb with seeded random input across every
tab for a number of minutes, and prints one line a minute:

    minute 3: rss 41.2 MB, frame p50 4.1 ms, p99 7.9 ms

then the verdict. Exits 1 when the viewer crashed or hung, or (for a run of
ten minutes or more) when its resident memory grew by 5 MB or more after
the first five minutes, or a tab's frame p99 in the last five minutes is
worse than in the first five (see compare_frames).

Resident memory is read after every input and at each minute's end at a
checkpoint: the first tab at the window's first size, a second and a half
after the driver put it there (see Driver.checkpoint). Each line's rss is
the checkpoint's, with the lowest and highest reading of the minute beside
it. Growth is judged on the checkpoints (the median of five at each end):
the same state each time. Any
other reading depends on the window's size, the tab on show and transient
buffers (a photo being decoded, a GIF being exported, a picture rasterized
anew), which alone move it by up to 20 MB from one second to the next.

Usage: soak.py SNOWMAN_BINARY MINUTES [SEED]
Everything it writes (settings, saved facts, exported GIFs) goes to a
temporary folder; the Cat Facts services are the tests' loopback server.
"""
import os, random, select, shutil, signal, subprocess, sys, tempfile, time
from collections import namedtuple

HERE = os.path.dirname(os.path.abspath(__file__))
SERVER = os.path.join(HERE, "..", "Tests", "CatFactsFixtures", "Fixtures", "server.py")


def start_xvfb():
    """Xvfb on a display number it picks itself (`-displayfd`), written on a
    pipe once it accepts connections: a number picked here could be taken
    by another server starting at the same moment."""
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    ready, _, _ = select.select([xvfb.stdout], [], [], 15)
    number = xvfb.stdout.readline().strip() if ready else b""
    if not number.isdigit():
        xvfb.kill()
        raise SystemExit("soak: Xvfb did not announce a display")
    return xvfb, f":{number.decode()}"


def rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


class Driver:
    """Random input as a person would give it: mostly clicks and keys of the
    tab on show, sometimes drags, the wheel, resizes, tab switches, saves and
    exports. Never Escape or Ctrl+Q, which quit."""

    KEYS = {
        1: ["space", "r", "Tab", "Down", "Up", "Left", "Right", "minus", "equal", "bracketleft", "bracketright",
            "backslash", "comma", "period", "Home", "End", "t", "F1", "ctrl+z", "ctrl+s", "ctrl+shift+s", "Delete"],
        2: ["1", "2", "3", "4", "5", "o", "c", "b", "g", "r", "k", "w", "Return", "l", "v", "f", "Left", "Right",
            "s", "t", "F1", "Tab", "space"],
        3: ["space", "Return", "d", "h", "n", "Left", "Right", "Up", "Down", "F1"],
        4: ["space", "Return", "1", "2", "3", "4", "5", "6", "7", "t", "n", "Left", "Right", "Up", "Down", "F1"],
        5: ["r", "g", "b", "Return", "Up", "Down", "Next", "Prior", "Home", "End", "plus", "s", "Delete", "u",
            "BackSpace", "F1"],
    }

    def __init__(self, env, window, seed):
        self.env, self.window, self.random = env, window, random.Random(seed)
        self.tab, self.size = 1, (1100, 720)

    def xdo(self, *arguments):
        subprocess.run(["xdotool", *arguments], env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=20)

    def point(self):
        return self.random.randrange(0, self.size[0]), self.random.randrange(40, self.size[1])

    def checkpoint(self, read_rss):
        """The same state at every minute's end, so that what is resident can be compared from minute to minute:
        the first tab at the window's first size, after a second and a half (its first frames drawn, hidden tabs'
        pictures let go, the heap trimmed). Read anywhere else, resident memory follows the window's size and the
        tab on show by up to 20 MB."""
        self.tab, self.size = 1, (1100, 720)
        self.xdo("key", "--window", self.window, "ctrl+1")
        self.xdo("windowsize", self.window, "1100", "720")
        time.sleep(1.5)
        return read_rss()

    def step(self):
        choice = self.random.random()
        if choice < 0.04:
            self.tab = self.random.randint(1, 5)
            self.xdo("key", "--window", self.window, f"ctrl+{self.tab}")
        elif choice < 0.06:
            self.size = (self.random.randint(800, 1260), self.random.randint(520, 780))
            self.xdo("windowsize", self.window, str(self.size[0]), str(self.size[1]))
        elif choice < 0.065 and self.tab == 1:
            self.xdo("key", "--window", self.window, "ctrl+e")  # a GIF export
        elif choice < 0.07 and self.tab == 1:
            self.xdo("key", "--window", self.window, "F2")
            self.xdo("type", "--window", self.window, "--delay", "20", f"Soak {self.random.randrange(1000)}")
            self.xdo("key", "--window", self.window, self.random.choice(["Return", "ctrl+s"]))
        elif choice < 0.45:
            x, y = self.point()
            self.xdo("mousemove", "--window", self.window, str(x), str(y), "click", "1")
        elif choice < 0.5:
            (x, y), (x2, y2) = self.point(), self.point()
            self.xdo("mousemove", "--window", self.window, str(x), str(y), "mousedown", "1")
            for fraction in (0.25, 0.5, 0.75, 1):
                self.xdo("mousemove", "--window", self.window, str(int(x + (x2 - x) * fraction)), str(int(y + (y2 - y) * fraction)))
            self.xdo("mouseup", "1")
        elif choice < 0.55:
            x, y = self.point()
            self.xdo("mousemove", "--window", self.window, str(x), str(y), "click", self.random.choice(["4", "5"]))
        else:
            self.xdo("key", "--window", self.window, self.random.choice(self.KEYS[self.tab]))


# One minute of the soak: its number, resident memory at its checkpoint and its lowest and highest reading, frame
# p50 and p99, and its frames as (tab, ms).
Minute = namedtuple("Minute", "number rss low high p50 p99 frames")

TABS = {1: "snowman", 2: "practice", 3: "set", 4: "concentration", 5: "cat facts"}


def p99_by_tab(rows):
    """Frame p99 of these minutes' frames, all together and for each tab."""
    frames = [frame for row in rows for frame in row.frames]
    by_tab = {}
    for tab, ms in frames:
        by_tab.setdefault(tab, []).append(ms)
    return percentile([ms for _, ms in frames], 0.99), {tab: (percentile(times, 0.99), len(times))
                                                         for tab, times in by_tab.items()}


def compare_frames(rows, judge):
    """Frame p99 at the start against the end: the first and last five minutes (or halves of a shorter run), for
    each tab, since the tabs' frames differ in cost and random input shows them in a different mix each minute.
    A tab is worse at the end when its p99 there exceeds the start's by more than a quarter and 2 ms: a window's
    p99 is its few slowest frames, those after a resize, an export or a photo decoded, whose number in five
    minutes varies with the input. Tabs with under 300 frames in either window are not judged."""
    span = max(1, min(5, len(rows) // 2))
    (start_all, start), (end_all, end) = p99_by_tab(rows[:span]), p99_by_tab(rows[-span:])
    first, last = f"{rows[0].number}-{rows[span - 1].number}", f"{rows[-span].number}-{rows[-1].number}"
    print(f"soak: frame p99, minutes {first} against {last}: all tabs {start_all:.1f} -> {end_all:.1f} ms")
    worse = []
    for tab, name in TABS.items():
        if tab not in start or tab not in end:
            continue
        (before, count_before), (after, count_after) = start[tab], end[tab]
        judged = min(count_before, count_after) >= 300
        is_worse = judged and after > before * 1.25 + 2
        print(f"soak:   {name}: {before:.1f} -> {after:.1f} ms ({count_before} and {count_after} frames)"
              f"{' WORSE' if is_worse else '' if judged else ', too few to judge'}")
        if is_worse:
            worse.append(name)
    return judge and bool(worse)


def memory_growth(rows):
    """Prints and returns how much resident memory grew after minute 5 (None for a run too short to say). The
    checkpoint still moves by a few MB from minute to minute (an export or a download finishing, the heap's
    holes): growth is the median of the last five checkpoints against that of minutes 5 to 9."""
    after_five = [row for row in rows if row.number >= 5]
    if len(after_five) < 2:
        return None
    span = min(5, len(after_five))
    first, last = after_five[:span], after_five[-span:]
    growth = percentile([row.rss for row in last], 0.5) - percentile([row.rss for row in first], 0.5)
    single = after_five[-1].rss - after_five[0].rss
    lows = after_five[-1].low - after_five[0].low
    print(f"soak: resident memory, the median checkpoint of minutes {first[0].number}-{first[-1].number} against "
          f"{last[0].number}-{last[-1].number}: {growth:+.1f} MB (target: under 5 MB); minute {after_five[0].number} "
          f"against {after_five[-1].number}: checkpoints {single:+.1f} MB, the minutes' lows {lows:+.1f} MB")
    return growth


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    binary, minutes = sys.argv[1], float(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 20261126
    work = tempfile.mkdtemp(prefix="snowman-soak-")
    xvfb, display = start_xvfb()
    env = dict(os.environ, DISPLAY=display, XDG_DATA_HOME=os.path.join(work, "data"),
               XDG_PICTURES_DIR=os.path.join(work, "pictures"), SNOWMAN_FRAME_TIMES=os.path.join(work, "frames.txt"))
    env.pop("WAYLAND_DISPLAY", None)
    server = subprocess.Popen([sys.executable, SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    port = server.stdout.readline().strip()
    viewer = None
    crashed = None
    try:
        time.sleep(1)
        log = open(os.path.join(work, "viewer.log"), "w")
        viewer = subprocess.Popen([binary, "--settings", os.path.join(work, "settings.json"), "--window", "1100x720",
                                   "--seed", str(seed), "--cat-facts-url", f"http://127.0.0.1:{port}/cats",
                                   "--cat-photos-url", f"http://127.0.0.1:{port}/picture"],
                                  env=env, stdout=log, stderr=log)
        window = None
        for _ in range(100):
            found = subprocess.run(["xdotool", "search", "--name", "^Snowman$"], env=env, capture_output=True, text=True)
            if found.stdout.split():
                window = found.stdout.split()[0]
                break
            time.sleep(0.1)
        if window is None:
            raise SystemExit("soak: the viewer's window did not open; see " + os.path.join(work, "viewer.log"))
        driver = Driver(env, window, seed)
        frames_file = open(env["SNOWMAN_FRAME_TIMES"])
        start = time.monotonic()
        rows = []
        for minute in range(1, int(minutes) + 1):
            low, high = float("inf"), 0.0
            frames = []  # (tab, ms): each frame counted for the tab on show while it was drawn
            while time.monotonic() < start + minute * 60:
                if viewer.poll() is not None:
                    crashed = f"the viewer exited with {viewer.returncode} in minute {minute}"
                    break
                frames += [(driver.tab, float(ms)) for ms in frames_file.read().split()]
                driver.step()
                reading = rss_mb(viewer.pid)
                if reading is not None:
                    low, high = min(low, reading), max(high, reading)
                time.sleep(driver.random.uniform(0.02, 0.25))
            if crashed:
                break
            frames += [(driver.tab, float(ms)) for ms in frames_file.read().split()]
            times = [ms for _, ms in frames]
            rss = driver.checkpoint(lambda: rss_mb(viewer.pid))
            if rss is None:
                continue  # the viewer is gone; the check below says how
            frames_file.read()  # the checkpoint's own frames are not the minute's
            low, high = min(low, rss), max(high, rss)
            rows.append(Minute(minute, rss, low, high, percentile(times, 0.5), percentile(times, 0.99), frames))
            print(f"minute {minute}: rss {rss:.1f} MB (low {low:.1f}, high {high:.1f}), frame p50 {rows[-1].p50:.1f} ms, "
                  f"p99 {rows[-1].p99:.1f} ms ({len(times)} frames)", flush=True)
        if crashed is None and viewer.poll() is not None:
            crashed = f"the viewer exited with {viewer.returncode}"
    finally:
        if viewer and viewer.poll() is None:
            viewer.send_signal(signal.SIGTERM)
            try:
                viewer.wait(timeout=10)
            except subprocess.TimeoutExpired:
                viewer.kill()
                crashed = crashed or "the viewer did not quit on SIGTERM within 10 s"
        server.stdin.close()
        server.wait(timeout=10)
        xvfb.terminate()
    if crashed:
        print(f"soak: CRASH: {crashed}; the log is in {work}/viewer.log")
        with open(os.path.join(work, "viewer.log")) as log:
            print("".join(log.readlines()[-30:]))
        return 1
    growth = memory_growth(rows)
    failed = minutes >= 10 and growth is not None and growth >= 5
    if len(rows) >= 2:
        failed = compare_frames(rows, judge=minutes >= 10) or failed
    print(f"soak: {'FAILED' if failed else 'no crash'} in {len(rows)} minutes (seed {seed})")
    shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
