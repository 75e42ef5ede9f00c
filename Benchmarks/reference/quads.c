/*
 * The reference for `snowman bench`: the least a program can do to draw the
 * same N textured snowmen. Each frame it computes every quad's four corners
 * (the same scale, translation and rotation about x under the same
 * perspective) and submits them all in one SDL_RenderGeometry call, on the
 * same renderer and image size: SDL's software renderer into an image, or
 * (given `accelerated`) OpenGL into a hidden window of the offscreen video
 * driver, as `snowman bench --renderer accelerated` draws.
 *
 * Usage: quads LAYERS FRAMES WIDTH HEIGHT SVG [software|accelerated]
 *        -> one line of JSON.
 */
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double now(void) { return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency(); }

/* Ease-in-ease-out, close enough for a workload: smoothstep. */
static double ease(double p) { return p * p * (3 - 2 * p); }

int main(int argc, char **argv) {
    if (argc != 6 && argc != 7) {
        fprintf(stderr, "usage: quads LAYERS FRAMES WIDTH HEIGHT SVG [software|accelerated]\n");
        return 2;
    }
    int count = atoi(argv[1]), frames = atoi(argv[2]), width = atoi(argv[3]), height = atoi(argv[4]);
    int accelerated = argc == 7 && strcmp(argv[6], "accelerated") == 0;
    SDL_Renderer *renderer;
    if (accelerated) {
        /* The same window as the engine's HiddenWindowTarget. */
        if (!getenv("SDL_VIDEODRIVER")) setenv("SDL_VIDEODRIVER", "offscreen", 1);
        if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "%s\n", SDL_GetError()); return 1; }
        SDL_Window *window = SDL_CreateWindow("quads", 0, 0, width, height, SDL_WINDOW_HIDDEN | SDL_WINDOW_OPENGL);
        renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED) : NULL;
    } else {
        SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
        renderer = SDL_CreateSoftwareRenderer(surface);
    }
    if (!renderer) { fprintf(stderr, "no renderer: %s\n", SDL_GetError()); return 1; }
    SDL_RendererInfo info;
    SDL_GetRendererInfo(renderer, &info);
    /* The same grid as `snowman bench`. */
    int columns = (int)ceil(sqrt((double)count * width / height));
    if (columns < 1) columns = 1;
    int rows = (count + columns - 1) / columns;
    double cellW = (double)width / columns, cellH = (double)height / rows;
    double layerH = cellH * 0.8 > 2 ? cellH * 0.8 : 2, layerW = layerH * 0.625;
    if (layerW > cellW * 0.8) layerW = cellW * 0.8;
    SDL_RWops *file = SDL_RWFromFile(argv[5], "rb");
    SDL_Surface *image = IMG_LoadSizedSVG_RW(file, (int)ceil(layerW * 1.4), (int)ceil(layerH * 1.4));
    SDL_RWclose(file);
    if (!image) { fprintf(stderr, "cannot read %s\n", argv[5]); return 1; }
    SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, image);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    SDL_Vertex *vertices = malloc(sizeof(SDL_Vertex) * 4 * count);
    int *indices = malloc(sizeof(int) * 6 * count);
    for (int i = 0; i < count; i++) {
        int q[6] = {0, 1, 2, 0, 2, 3};
        for (int k = 0; k < 6; k++) indices[i * 6 + k] = i * 4 + q[k];
        float uv[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
        for (int k = 0; k < 4; k++) {
            vertices[i * 4 + k].color = (SDL_Color){255, 255, 255, 255};
            vertices[i * 4 + k].tex_coord = (SDL_FPoint){uv[k][0], uv[k][1]};
        }
    }
    double *times = malloc(sizeof(double) * frames);
    double *walks = malloc(sizeof(double) * frames), *submits = malloc(sizeof(double) * frames);
    double t = 1000;
    for (int f = 0; f < frames; f++) {
        t += 1.0 / 60;
        double start = now();
        for (int i = 0; i < count; i++) {
            /* The five-child group: 2 s, autoreversed, staggered. */
            double local = t + (i % 97) * 0.041, cycle = fmod(local, 4.0);
            double p = ease(cycle > 2 ? (4 - cycle) / 2 : cycle / 2);
            double sx = 1 + 0.4 * p, sy = 1 - 0.3 * p, tx = 12 * p, ty = -8 * p, angle = 2 * M_PI * p;
            double c = cos(angle), s = sin(angle);
            double cx = (i % columns + 0.5) * cellW, cy = (i / columns + 0.5) * cellH;
            double corners[4][2] = {{-layerW / 2, -layerH / 2}, {layerW / 2, -layerH / 2},
                                    {layerW / 2, layerH / 2}, {-layerW / 2, layerH / 2}};
            for (int k = 0; k < 4; k++) {
                /* scale, rotate about x (y and z), translate, then perspective about the centre */
                double x = corners[k][0] * sx, y = corners[k][1] * sy;
                double y2 = y * c, z = y * s;
                x += tx + cx - width / 2.0;
                y2 += ty + cy - height / 2.0;
                double w = 1 + z / 500;
                vertices[i * 4 + k].position = (SDL_FPoint){(float)(x / w + width / 2.0), (float)(y2 / w + height / 2.0)};
            }
        }
        SDL_SetRenderDrawColor(renderer, 20, 26, 36, 255);
        SDL_RenderClear(renderer);
        SDL_RenderGeometry(renderer, texture, vertices, 4 * count, indices, 6 * count);
        /* The two parts `snowman bench` reports: the corners worked out and
           handed to SDL (which queues them), then SDL and the driver drawing
           them and presenting. */
        walks[f] = now() - start;
        SDL_RenderPresent(renderer);
        times[f] = now() - start;
        submits[f] = times[f] - walks[f];
    }
    qsort(times, frames, sizeof(double), compare);
    qsort(walks, frames, sizeof(double), compare);
    qsort(submits, frames, sizeof(double), compare);
    printf("{\"layers\": %d, \"frames\": %d, \"renderer\": \"%s\", \"render_ms_per_frame\": %.3f, "
           "\"render_walk_ms_per_frame\": %.3f, \"render_submit_ms_per_frame\": %.3f}\n",
           count, frames, info.name, times[frames / 2] * 1000, walks[frames / 2] * 1000, submits[frames / 2] * 1000);
    return 0;
}
