/* A UCI engine for comparing Rookery's engine jobs (--annotate, --uci) on
 * Windows and Linux: built for both from this one source, it answers the
 * same everywhere. Its score of a position is ten centipawns for each move
 * played to reach it, its depth the one asked for; it names no move. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char line[65536];
    int moves = 0;
    setvbuf(stdout, NULL, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        if (strcmp(line, "uci") == 0) {
            puts("id name Counting");
            puts("uciok");
        } else if (strcmp(line, "isready") == 0) {
            puts("readyok");
        } else if (strncmp(line, "position", 8) == 0) {
            const char *m = strstr(line, " moves ");
            moves = 0;
            if (m) {
                for (m += 7; *m; m++) {
                    if (*m != ' ' && (m[-1] == ' ')) moves++;
                }
            }
        } else if (strncmp(line, "go", 2) == 0) {
            int depth = 1;
            const char *d = strstr(line, "depth ");
            if (d) sscanf(d + 6, "%d", &depth);
            printf("info depth %d score cp %d\n", depth, moves % 2 ? -10 * moves : 10 * moves);
            puts("bestmove 0000");
        } else if (strcmp(line, "quit") == 0) {
            return 0;
        }
    }
    return 0;
}
