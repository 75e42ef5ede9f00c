/* A lower bound for the mixed bench scene's evaluation, as a plain C loop:
 * only the timing and easing of every animation and group child, nothing
 * of their values (no blends, keyframes, colours, transforms or presentation).
 * Any evaluation of the scene, in any language, does at least this.
 *
 * Per layer and frame: each animation's timing by the general rule of
 * ActiveTiming.swift (phase, speed and direction, offset, repeats,
 * autoreverse, fills), group children at their group's iteration time,
 * then its easing: linear, a curve solved by WebKit's method (as
 * UnitBezier.swift and eval.c), or a spring's closed form (as
 * SpringSolver.swift). Each eased number is added into one double per
 * layer, so nothing can be optimized away. Nodes sit in one array, in
 * layer order: the most favourable layout C allows.
 *
 * Input: the scene's timings, from the MixedSceneTimings executable of the
 * Benchmarks package (one line a layer). Usage: mixed-timings FRAMES < timings.txt
 * Prints one line of JSON, as eval.c does.
 */
#include "reference.h"

enum { LINEAR, CURVE, SPRING };

typedef struct { double w0, zeta, v0, wd; } Spring;

typedef struct {
    int parent, easing;  /* parent: index within the layer, -1 for a top-level animation */
    double begin, duration, speed, offset, active;
    int reverses, backwards, forwards, is_group;
    union { Bezier curve; Spring spring; };
} Node;

typedef struct { int first, count; double presented; } Layer;

enum { MAX_NODES = 256 };  /* per layer */

typedef struct { int visible; double time, progress; } Sample;

/* What a group's children see: its iteration time, after its own curve. */
typedef struct { int visible; double time; } GroupTime;

/* ActiveTiming.generalSample: the phase, then the position in the active
 * interval (from its end when reversed), the cycle and the autoreverse. */
static Sample sample(const Node *n, double t, int closed_end) {
    Sample s;
    double elapsed = n->speed == 0 ? 0 : (t - n->begin) * fabs(n->speed);
    int phase = elapsed < 0 ? 0 : (elapsed < n->active || (closed_end && elapsed == n->active)) ? 1 : 2;
    int reversed = n->speed < 0;
    double end = isfinite(n->active) ? n->active : 0, position;
    int ends_cycle;
    if (phase == 0) { position = reversed ? end : 0; ends_cycle = reversed; }
    else if (phase == 1) { position = reversed ? end - elapsed : elapsed; ends_cycle = reversed || (closed_end && elapsed == n->active); }
    else { position = reversed ? 0 : n->active; ends_cycle = !reversed; }
    double cycle = n->reverses ? 2 * n->duration : n->duration;
    double shifted = position + n->offset;
    double tau = shifted - floor(shifted / cycle) * cycle;
    if (ends_cycle && (shifted > 0 || reversed) && tau <= cycle * 1e-9) tau = cycle;
    else if (tau >= cycle) tau = 0;
    if (n->reverses && tau > n->duration) tau = cycle - tau;
    tau = fmin(fmax(tau, 0), n->duration);
    s.visible = phase == 1 || (phase == 0 ? n->backwards : n->forwards);
    s.time = tau;
    s.progress = tau / n->duration;
    return s;
}

static double spring_progress(const Spring *s, double t) {
    if (t <= 0) return 0;
    double x;
    if (s->zeta < 1) {
        double decay = s->zeta * s->w0;
        x = exp(-decay * t) * (cos(s->wd * t) + ((decay - s->v0) / s->wd) * sin(s->wd * t));
    } else {
        x = (1 + (s->w0 - s->v0) * t) * exp(-s->w0 * t);
    }
    return 1 - (isfinite(x) ? x : 0);
}

static double eased(const Node *n, Sample s) {
    switch (n->easing) {
    case CURVE: return solve(&n->curve, s.progress);
    case SPRING: return spring_progress(&n->spring, s.time);
    default: return s.progress;
    }
}

static double number(void) {
    char word[64];
    if (scanf("%63s", word) != 1) { fprintf(stderr, "mixed-timings: the input ended early\n"); exit(1); }
    return strtod(word, NULL);  /* reads "inf" too */
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 300;
    int capacity = 1 << 16, used = 0, count = 0, layer_capacity = 1024;
    Node *nodes = malloc(sizeof(Node) * capacity);
    Layer *layers = malloc(sizeof(Layer) * layer_capacity);
    int n;
    while (scanf("%d", &n) == 1) {
        if (n < 0 || n > MAX_NODES) { fprintf(stderr, "mixed-timings: a layer with %d nodes\n", n); return 1; }
        if (count == layer_capacity) layers = realloc(layers, sizeof(Layer) * (layer_capacity *= 2));
        layers[count] = (Layer){ used, n, 0 };
        for (int i = 0; i < n; i++) {
            if (used == capacity) nodes = realloc(nodes, sizeof(Node) * (capacity *= 2));
            Node *node = &nodes[used++];
            node->parent = (int)number(); node->easing = (int)number();
            node->begin = number(); node->duration = number(); node->speed = number();
            node->offset = number(); node->active = number();
            node->reverses = (int)number(); node->backwards = (int)number(); node->forwards = (int)number();
            double a = number(), b = number(), c = number(), d = number();
            node->is_group = 0;
            if (node->parent >= 0) nodes[layers[count].first + node->parent].is_group = 1;
            if (node->easing == CURVE) node->curve = bezier(a, b, c, d);
            if (node->easing == SPRING) {
                /* mass a, stiffness b, damping c, initial velocity d (SpringSolver.init) */
                Spring *s = &node->spring;
                s->w0 = sqrt(b) / sqrt(a); s->zeta = c / 2 / sqrt(b) / sqrt(a); s->v0 = d;
                s->wd = s->zeta < 1 ? s->w0 * sqrt(1 - s->zeta * s->zeta) : 0;
            }
        }
        count++;
    }
    double *times = malloc(sizeof(double) * frames);
    GroupTime groups[MAX_NODES];
    double clock = 0;
    for (int f = 0; f < frames; f++) {
        clock += 1.0 / 60;
        double start = now();
        for (int l = 0; l < count; l++) {
            const Node *first = &nodes[layers[l].first];
            double sum = 0;
            for (int i = 0; i < layers[l].count; i++) {
                const Node *node = &first[i];
                int parent = node->parent;
                /* A group child plays in its group's iteration time, only while the group shows. */
                if (parent >= 0 && !groups[parent].visible) { groups[i].visible = 0; continue; }
                Sample s = sample(node, parent < 0 ? clock : groups[parent].time, parent >= 0);
                groups[i].visible = s.visible;
                if (!s.visible) continue;
                if (node->is_group) {
                    groups[i].time = node->easing == LINEAR ? s.time : eased(node, s) * node->duration;
                } else {
                    sum += eased(node, s);
                }
            }
            layers[l].presented = sum;
        }
        times[f] = now() - start;
    }
    qsort(times, frames, sizeof(double), compare);
    double check = 0;
    int total = 0;
    for (int l = 0; l < count; l++) { check += layers[l].presented; total += layers[l].count; }
    printf("{\"layers\": %d, \"frames\": %d, \"nodes_per_layer\": %.3f, \"eval_ns_per_layer\": %.3f, "
           "\"fastest_ns_per_layer\": %.3f, \"checksum\": %.6f}\n",
           count, frames, (double)total / count, times[frames / 2] * 1e9 / count, times[0] * 1e9 / count, check);
    free(times);
    free(layers);
    free(nodes);
    return 0;
}
