import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { ENGINE_LEVELS } from '../../shared/domain/chess/engine-levels';
import { startBenchApp, WEB_ROOT } from './bench-app';
import { medianAndP95 } from './stats';

/** Positions the person plays from at the default level (Médio): the start and two middlegames. */
const SAVED_GAMES = [
  '',
  '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O',
  '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6',
];
const MOVES_PER_GAME = 6;

export interface ChessEngineFigure {
  /** Moves measured (the person's move, then the computer's answer on screen), at 4× CPU. */
  moves: number;
  /** Tap on the target square to the answer drawn (next frame), Médio. */
  answerMs: { median: number; p95: number };
  /**
   * The longest main-thread task (PerformanceObserver 'longtask'; 0 = none over 50 ms) while the
   * engine thought: begun after the search was posted to the worker, ended before its reply.
   */
  longestTaskMs: number;
  /** The same over the whole move: the tap's own handling and drawing, and the answer's drawing, included. */
  longestTaskTapToAnswerMs: number;
  /** Whether Chromium took Emulation.setCPUThrottlingRate on the worker's own DevTools session. */
  workerThrottleAccepted: boolean;
  /** Positions per millisecond searched in the worker with the page at 1× and at 4×: equal means the worker ran unthrottled. */
  workerNodesPerMs: { pageAt1x: number; pageAt4x: number };
  /** The same search (Médio, same positions) on the page's main thread at 4×: what a slow phone's engine takes. */
  mainThreadSearchMs: { median: number; p95: number };
  /** The worker chunk's size, gzip -9 (precached by the service worker). */
  engineGzipBytes: number;
}

const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__engineReplies = [];
  window.__thinking = [];
  const NativeWorker = window.Worker;
  // Reads the engine's own figures (depth, positions, time) from its replies, and when each search
  // was asked for and answered (page clock); the page's own handler still gets every reply.
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        window.__engineReplies.push(event.data);
        const open = window.__thinking.at(-1);
        if (open && open.end === undefined) open.end = performance.now();
      });
    }
    postMessage(...args) {
      window.__thinking.push({ start: performance.now() });
      return super.postMessage(...args);
    }
  };
})()`;

/**
 * Plays one move of the person's side in the page (the first own piece, in board order, that has a
 * legal target; the target chosen at random) and waits for the computer's answer on screen.
 * Returns the time from the tap on the target to the frame after the answer, and the window.
 */
const PLAY_AND_WAIT = `async (seed) => {
  const live = document.querySelector('[aria-live="polite"]');
  if (document.querySelector('.chess-status-over')) return null;
  const own = document.querySelector('.chess-board tr:last-child td .chess-piece')?.classList.contains('chess-piece-w') ? 'w' : 'b';
  const cells = [...document.querySelectorAll('.chess-board td')].filter((td) => td.querySelector('.chess-piece-' + own));
  for (let i = 0; i < cells.length; i++) {
    const from = cells[(i + seed) % cells.length];
    from.click();
    await new Promise((r) => setTimeout(r, 0));
    const targets = [...document.querySelectorAll('.chess-target, .chess-target-capture')];
    if (targets.length === 0) continue;
    const target = targets[seed % targets.length];
    // The status carries data-thinking from the drawing of the tap (React draws it in a microtask)
    // until the answer is drawn: wait for it to come and go.
    const status = document.querySelector('.chess-status');
    let seenThinking = false;
    const observer = new MutationObserver(() => {
      if (status.hasAttribute('data-thinking')) seenThinking = true;
    });
    observer.observe(status, { attributes: true, attributeFilter: ['data-thinking'] });
    const start = performance.now();
    target.click();
    if (document.querySelector('.chess-promotion')) document.querySelector('.chess-promotion-choice').click();
    const answered = await new Promise((resolve) => {
      const check = () => {
        if (seenThinking && !status.hasAttribute('data-thinking')) return resolve(true);
        if (document.querySelector('.chess-status-over')) return resolve(true);
        if (performance.now() - start > 15000) return resolve(false);
        setTimeout(check, 2);
      };
      check();
    });
    observer.disconnect();
    if (!answered) throw new Error('the computer did not answer within 15 s: ' + live.textContent);
    await new Promise((r) => requestAnimationFrame(() => r()));
    return { start, end: performance.now(), over: Boolean(document.querySelector('.chess-status-over')) };
  }
  return null;
}`;

interface Played {
  samples: number[];
  /** The longest main-thread task from each tap to its answer on screen. */
  longestTasks: number[];
  /** The longest main-thread task that began after the search was asked for and ended before its reply. */
  longestThinkingTasks: number[];
  nodes: number;
  searchMs: number;
}

async function playGames(page: Page, url: string): Promise<Played> {
  const played: Played = { samples: [], longestTasks: [], longestThinkingTasks: [], nodes: 0, searchMs: 0 };
  for (const [g, pgn] of SAVED_GAMES.entries()) {
    if (!page.url().startsWith(url)) await page.goto(`${url}/chess`);
    await page.evaluate(
      (saved) => {
        if (saved) localStorage.setItem('virada:chess:game', saved);
        else localStorage.removeItem('virada:chess:game');
      },
      pgn ? JSON.stringify({ v: 1, pgn, level: 'medio', player: 'w', started: true, reported: false }) : '',
    );
    await page.goto(`${url}/chess`);
    await page.getByText('Sua vez.').waitFor();
    for (let m = 0; m < MOVES_PER_GAME; m++) {
      const run = (await page.evaluate(`(${PLAY_AND_WAIT})(${g * 7 + m * 3})`)) as {
        start: number;
        end: number;
        over: boolean;
      } | null;
      if (!run) break;
      played.samples.push(run.end - run.start);
      const tasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
      const during = tasks.filter((t) => t.start < run.end && t.start + t.duration > run.start);
      played.longestTasks.push(Math.max(0, ...during.map((t) => t.duration)));
      const think = ((await page.evaluate('window.__thinking')) as { start: number; end?: number }[]).at(-1);
      const whileThinking = tasks.filter(
        (t) => think?.end !== undefined && t.start >= think.start && t.start + t.duration <= think.end,
      );
      played.longestThinkingTasks.push(Math.max(0, ...whileThinking.map((t) => t.duration)));
      if (run.over) break;
    }
    const replies = (await page.evaluate('window.__engineReplies')) as { nodes: number; elapsedMs: number }[];
    for (const reply of replies) {
      played.nodes += reply.nodes;
      played.searchMs += reply.elapsedMs;
    }
  }
  return played;
}

const nodesPerMs = (played: Played): number => Math.round(played.nodes / Math.max(1, played.searchMs));

/** Tries to throttle each dedicated worker through its own DevTools session (non-flattened). */
async function throttleWorkers(browserCdp: CDPSession): Promise<boolean> {
  const { targetInfos } = (await browserCdp.send('Target.getTargets')) as {
    targetInfos: { targetId: string; type: string }[];
  };
  let accepted = false;
  for (const target of targetInfos.filter((t) => t.type === 'worker')) {
    const { sessionId } = (await browserCdp.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    })) as {
      sessionId: string;
    };
    const reply = new Promise<boolean>((resolve) => {
      browserCdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message) as { id?: number; error?: unknown };
        if (message.id === 1) resolve(!message.error);
      });
      setTimeout(() => resolve(false), 2000);
    });
    await browserCdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Emulation.setCPUThrottlingRate', params: { rate: 4 } }),
    });
    accepted = (await reply) || accepted;
  }
  return accepted;
}

export async function chessEngineBenchmark(): Promise<ChessEngineFigure> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    await context.addInitScript(OBSERVE_LONG_TASKS);
    const page = await context.newPage();
    page.on('crash', () => console.error('chess bench: the page crashed'));
    page.on('pageerror', (e) => console.error('chess bench page error', e.message));
    const cdp = await context.newCDPSession(page);
    const browserCdp = await app.browser.newBrowserCDPSession();

    // The worker's speed with the page unthrottled.
    const at1x = nodesPerMs(await playGames(page, app.url));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const played = await playGames(page, app.url);
    const at4x = nodesPerMs(played);
    // With a worker alive (the last game's), try to throttle it directly.
    const workerThrottleAccepted = await throttleWorkers(browserCdp);

    // The engine on the page's main thread at 4× (as a phone's slow core runs it), same positions.
    const manifest = JSON.parse(readFileSync(join(WEB_ROOT, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const searchChunk = manifest['../shared/domain/chess/engine-search.ts']!.file;
    const mainThread = (await page.evaluate(
      async ([chunk, level]) => {
        const { searchBestMove } = (await import(chunk)) as {
          searchBestMove: (r: unknown) => { elapsedMs: number; move: string };
        };
        const positions = [
          'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
          'r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 b - - 0 6',
          'r1bq1rk1/pp1nbppp/2p1pn2/3p2B1/2PP4/2N1PN2/PP3PPP/2RQKB1R w K - 0 8',
          'r2q1rk1/ppp2ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 w - - 4 8',
          '8/5pk1/6p1/8/3K4/8/5PPP/8 w - - 0 1',
        ];
        const times: number[] = [];
        for (const fen of positions) {
          const started = performance.now();
          searchBestMove({ fen, level });
          times.push(performance.now() - started);
        }
        return times;
      },
      [`/${searchChunk}`, ENGINE_LEVELS.medio] as const,
    )) as number[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const worker = readdirSync(join(WEB_ROOT, 'assets')).find((f) => /^engine\.worker-.*\.js$/.test(f))!;
    return {
      moves: played.samples.length,
      answerMs: medianAndP95(played.samples),
      longestTaskMs: Math.round(Math.max(0, ...played.longestThinkingTasks)),
      longestTaskTapToAnswerMs: Math.round(Math.max(0, ...played.longestTasks)),
      workerThrottleAccepted,
      workerNodesPerMs: { pageAt1x: at1x, pageAt4x: at4x },
      mainThreadSearchMs: medianAndP95(mainThread),
      engineGzipBytes: gzipSync(readFileSync(join(WEB_ROOT, 'assets', worker)), { level: 9 }).length,
    };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await chessEngineBenchmark(), null, 2));
}
