/**
 * The import graph's rules, checked by `npm run check:deps` (dependency-cruiser), which `npm test`
 * runs. The layers, lowest first (ARCHITECTURE.md):
 *   games/core (the game contract) → formats/ (the wire protocol and the lab's report formats,
 *   which speak of the contract's types) and games/<id> (one game each; the registry
 *   games/index.ts lists them) → main/ (host, saves, library, lab, CLI, Electron shell) and
 *   renderer/ side by side, neither importing the other → test/ (a game's tests through the host,
 *   the lab, the CLI or the editor in test/games/<id>/, the tests across games beside them).
 * preload/api.ts is the Electron bridge's contract, which main/ and the renderer may read; the
 * rest of preload/ is the bridge itself. No import runs back down to up, and no module reaches
 * itself round a circle.
 */

/**
 * Circles known when this check came in (issue 30), each in a folder another piece of work is
 * reshaping; they are reported as warnings, and any circle through none of these modules fails.
 * - games/airlines derived.ts <-> queries.ts: left to the Airlines engine work going on there.
 * Taken apart since: the renderer registry <-> each game's register.ts (the registration's type
 * is in games/registration.ts), the editor's scene-types.ts <-> modes/types.ts (the scene types
 * are the mode contract's, both now in editor-core/modes/), games/core/types.ts <-> lab-probe.ts
 * (both read core/event.ts).
 */
const KNOWN_CIRCLES = ['^games/airlines/derived\\.ts$'].join('|');

module.exports = {
  forbidden: [
    {
      name: 'registration-below-registry',
      severity: 'error',
      comment: "A game's renderer part (renderer/src/games/<id>/) is listed by the registry, so it never imports it: its registration's type is in games/registration.ts.",
      from: { path: '^renderer/src/games/[^/]+/' },
      to: { path: '^renderer/src/games/registry\\.ts$' },
    },
    {
      name: 'editor-core-below-editor',
      severity: 'error',
      comment: "The editor screen (renderer/src/editor/: the screen, its canvas, tools and real store) sits on editor-core/ (the mode contract, the model helpers, the shared panels, the store's port). Game modes, the shared route-map editor and editor-core itself import editor-core, never the screen; their tests may drive the real editor.",
      from: { path: '^renderer/src/(route-map|games|editor-core)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^renderer/src/editor/' },
    },
    {
      name: 'lab-not-editor',
      severity: 'error',
      comment: "The playtest lab (renderer/src/lab/) puts its edits into the editor through editor-core/handoff.ts, which the screen switch (App.vue) fills; it never imports the editor screen, its store, modes or files.",
      from: { path: '^renderer/src/lab/' },
      to: { path: '^renderer/src/editor/' },
    },
    {
      name: 'editor-core-knows-no-game',
      severity: 'error',
      comment: "editor-core/ is what every game's editor mode and the route-map editor build on: it imports neither (its tests may use a game's mode).",
      from: { path: '^renderer/src/editor-core/', pathNot: '\\.test\\.ts$' },
      to: { path: '^renderer/src/(games|route-map)/' },
    },
    {
      name: 'probe-below-contract',
      severity: 'error',
      comment: "The lab's probe (games/core/lab-probe.ts) is part of the contract types.ts builds: it reads core/event.ts, never types.ts.",
      from: { path: '^games/core/(lab-probe|event)\\.ts$' },
      to: { path: '^games/core/types\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: move what both sides need into a module of its own below them.',
      from: {},
      // A circle through a lazy import() is not one: the registry loads a game's editor, screen
      // and lab parts when first needed, and those parts may use the stores that read the registry.
      to: { circular: true, viaOnly: { pathNot: KNOWN_CIRCLES, dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'known-circle',
      severity: 'warn',
      comment: 'A circle known when this check came in (see KNOWN_CIRCLES); to be taken apart.',
      from: {},
      to: { circular: true, via: { path: KNOWN_CIRCLES } },
    },
    {
      name: 'games-stay-pure',
      severity: 'error',
      comment: 'games/ is the ground floor: no host, renderer, Electron bridge or test code in it (tests of games may use test fixtures).',
      from: { path: '^games/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(main|renderer|preload|test)/' },
    },
    {
      name: 'games-tests-below-host',
      severity: 'error',
      comment: 'A test of games/ tests rules: it does not reach into the host, the renderer or the bridge.',
      from: { path: '^games/.*\\.test\\.ts$' },
      to: { path: '^(main|renderer|preload)/' },
    },
    {
      name: 'game-tests-one-game',
      severity: 'error',
      comment: "test/games/<id>/ holds one game's tests through the host, the lab, the CLI or the editor (the tests games/<id>/ may not hold): they use that game's folders and shared code, never another game's folders.",
      from: { path: '^test/games/([^/]+)/' },
      to: { path: '^(games|renderer/src/games|test/games)/(?!core/)[^/]+/', pathNot: '^(games|renderer/src/games|test/games)/$1/' },
    },
    {
      name: 'game-tests-are-leaves',
      severity: 'error',
      comment: "Nothing but the benchmarks imports a game's tests (test/games/<id>/): a test over every game loads each game's piece through test/games/per-game.ts, by the registry's ids.",
      from: { pathNot: '^test/(games|bench)/' },
      to: { path: '^test/games/[^/]+/' },
    },
    {
      name: 'core-below-games',
      severity: 'error',
      comment: 'games/core is what every game builds on: it names no game (its tests may use the registry).',
      from: { path: '^games/core/', pathNot: '\\.test\\.ts$' },
      to: { path: '^games/(?!core/)' },
    },
    {
      name: 'games-below-formats',
      severity: 'error',
      comment: 'A game plays by the contract in games/core; the wire and the lab formats are built over games, never under them.',
      from: { path: '^games/', pathNot: '\\.test\\.ts$' },
      to: { path: '^formats/' },
    },
    {
      name: 'formats-on-core',
      severity: 'error',
      comment: 'formats/ (wire and lab formats) speaks of the game contract only: no game, host, renderer, bridge or test code.',
      from: { path: '^formats/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(games/(?!core/)|main/|renderer/|preload/|test/)' },
    },
    {
      name: 'main-not-renderer',
      severity: 'error',
      comment: 'The host and the Electron shell serve the renderer; they never import its code.',
      from: { path: '^main/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'renderer-not-main',
      severity: 'error',
      comment: 'The renderer runs in a plain browser too: it reaches the host over the wire (formats/protocol), never through main/.',
      from: { path: '^renderer/' },
      to: { path: '^main/' },
    },
    {
      name: 'bridge-contract-only',
      severity: 'error',
      comment: 'Of the Electron bridge, main/ and the renderer read only its contract, preload/api.ts.',
      from: { path: '^(main|renderer)/' },
      to: { path: '^preload/', pathNot: '^preload/api\\.ts$' },
    },
    {
      name: 'preload-not-app',
      severity: 'error',
      comment: 'The bridge exposes a few native things; it imports neither the host nor the renderer.',
      from: { path: '^preload/' },
      to: { path: '^(main|renderer)/' },
    },
    {
      name: 'app-not-tests',
      severity: 'error',
      comment: 'Shipped code never imports test code.',
      from: { path: '^(games|main|renderer|preload)/', pathNot: '\\.(test|e2e)\\.ts$' },
      to: { path: '^test/' },
    },
    {
      name: 'lab-below-host',
      severity: 'error',
      comment: 'The host serves the lab (main/host/api.ts imports it), so the lab never imports the host; what both need lives below them (main/http/).',
      from: { path: '^main/lab/' },
      to: { path: '^main/host/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.vue', '.json'] },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|out|dist)/' },
  },
};
