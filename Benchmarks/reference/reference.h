/* What the C reference loops share: the timing-curve solver (WebKit's
 * method, with the constants of UnitBezier.swift: up to 8 Newton steps
 * from t = x, then bisection) and the frame timer with its median. */
#ifndef REFERENCE_H
#define REFERENCE_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { double ax, bx, cx, ay, by, cy; } Bezier;

static Bezier bezier(double x1, double y1, double x2, double y2) {
    Bezier b;
    b.cx = 3 * x1; b.bx = 3 * (x2 - x1) - b.cx; b.ax = 1 - b.cx - b.bx;
    b.cy = 3 * y1; b.by = 3 * (y2 - y1) - b.cy; b.ay = 1 - b.cy - b.by;
    return b;
}

static double sample_x(const Bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static double sample_y(const Bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static double slope_x(const Bezier *b, double t) { return (3 * b->ax * t + 2 * b->bx) * t + b->cx; }

static double solve(const Bezier *b, double x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    double t = x;
    for (int i = 0; i < 8; i++) {
        double error = sample_x(b, t) - x;
        if (fabs(error) < 1e-9) return sample_y(b, t);
        double d = slope_x(b, t);
        if (fabs(d) < 1e-7) break;
        t -= error / d;
    }
    double low = 0, high = 1;
    t = x;
    while (high - low > 1e-14) {
        double v = sample_x(b, t);
        if (fabs(v - x) < 1e-9) break;
        if (v < x) low = t; else high = t;
        t = (low + high) / 2;
    }
    return sample_y(b, t);
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

#endif
