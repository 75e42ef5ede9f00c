/* The uniform bench scene's evaluation as a plain C loop: the reference
 * `snowman bench --scene uniform` is compared with (Benchmarks/compare-evaluation.sh).
 *
 * Per layer and frame, the same values the engine computes: the group's
 * time (2 s, autoreversing forever, staggered by timeOffset), one curve
 * solve (ease-in-ease-out, WebKit's method as in UnitBezier.swift), five
 * eased values (scale x/y, translation x/y, rotation about x) and their
 * 4x4 composition, written into the layer's presentation. Layers are
 * structs in one array: the most favourable layout C allows.
 *
 * Usage: eval LAYERS FRAMES   (prints one line of JSON)
 * Compiled with -DDURATION_AS_DATA, it divides by the duration as data.
 */
#include "reference.h"

typedef struct {
    double transform[16];
    double bounds[4], position[2], anchor[2];
    double z, corner, border;
    float opacity;
} Properties;

typedef struct {
    double time_offset;
    Properties model, presented;
} Layer;

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 10000;
    int frames = argc > 2 ? atoi(argv[2]) : 600;
    Layer *layers = calloc(count, sizeof(Layer));
    double *times = malloc(sizeof(double) * frames);
    for (int i = 0; i < count; i++) layers[i].time_offset = (i % 97) * 0.041;
    const Bezier ease = bezier(0.42, 0, 0.58, 1);
#ifdef DURATION_AS_DATA
    /* Read as data, as an engine reads an animation's duration: the
     * divisions by it stay divisions (as constants, the compiler makes
     * them multiplications by 0.5 and 0.25). Benchmarks/flat-bound.sh. */
    static volatile double scene_duration = 2;
    const double duration = scene_duration, cycle = 2 * duration;
#else
    const double duration = 2, cycle = 4;
#endif
    double clock = 1000;
    for (int f = 0; f < frames; f++) {
        clock += 1.0 / 60;
        double start = now();
        for (int i = 0; i < count; i++) {
            Layer *layer = &layers[i];
            layer->presented = layer->model;
            double shifted = (clock - 1000) + layer->time_offset;
            double tau = shifted - floor(shifted / cycle) * cycle;
            if (tau > duration) tau = cycle - tau;
            double eased = solve(&ease, tau / duration);
            double sx = 1 + 0.4 * eased, sy = 1 - 0.3 * eased;
            double tx = 12 * eased, ty = -8 * eased, angle = 2 * M_PI * eased;
            double c = cos(angle), s = sin(angle);
            double *m = layer->presented.transform;
            m[0] = sx; m[1] = 0; m[2] = 0; m[3] = 0;
            m[4] = 0; m[5] = sy * c; m[6] = sy * s; m[7] = 0;
            m[8] = 0; m[9] = -s; m[10] = c; m[11] = 0;
            m[12] = tx; m[13] = ty; m[14] = 0; m[15] = 1;
        }
        times[f] = now() - start;
    }
    qsort(times, frames, sizeof(double), compare);
    double check = 0;
    for (int i = 0; i < count; i++) check += layers[i].presented.transform[5];
    printf("{\"layers\": %d, \"frames\": %d, \"eval_ns_per_layer\": %.3f, \"fastest_ns_per_layer\": %.3f, "
           "\"checksum\": %.6f}\n", count, frames, times[frames / 2] * 1e9 / count, times[0] * 1e9 / count, check);
    free(times);
    free(layers);
    return 0;
}
