/*
 * How late this machine wakes a program that does nothing but sleep one
 * display refresh at a time: the floor under the viewer's late-frame count.
 * It sleeps 95% of 1/60 s in a loop (as the viewer's pacing does), and
 * counts gaps longer than 1.5 refreshes, the viewer's definition of late.
 *
 * Usage: sleep-jitter [SECONDS]  (default 60)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 60, interval = 1.0 / 60;
    double start = now(), last = start, worst = 0;
    int frames = 0, late = 0;
    while (now() - start < seconds) {
        struct timespec pause = {0, (long)(interval * 0.95 * 1e9)};
        nanosleep(&pause, 0);
        double t = now(), gap = t - last;
        last = t;
        frames++;
        if (gap > worst) worst = gap;
        if (gap > interval * 1.5) {
            late++;
            /* The monotonic time lines it up with the viewer's late frames. */
            printf("late wake-up: %.1f ms at %.1f s; monotonic %.3f\n", gap * 1000, t - start, t);
        }
    }
    printf("%d wake-ups in %.0f s, %d late, worst %.1f ms\n", frames, seconds, late, worst * 1000);
    return 0;
}
