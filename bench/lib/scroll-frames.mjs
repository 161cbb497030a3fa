// Frame times while a virtualised list scrolls, in Debian's Chromium: the browser with the benches'
// flags, a page signed in as a bench user, a scroll of a fixed step per animation frame, and the
// figures (p50, p95, max, long and dropped frames). Shared by bench/catalog-scroll.mjs and
// bench/inventory-scroll.mjs.
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, ensureChromium } from '../../scripts/ensure-chromium.mjs';

/** No GPU, no background traffic: the page is all the browser does. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One frame at 60 Hz, the rate Chromium paces animation frames at here. */
export const FRAME_BUDGET_MS = 1000 / 60;

export async function launchBenchChromium() {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A 1280 × 900 page of `appUrl` signed in with `session` (the auth server's token answer), at `path`. */
export async function openSignedIn(browser, appUrl, session, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), ['bullion-auth', JSON.stringify(session)]);
  const page = await context.newPage();
  await page.goto(`${appUrl}${path}`);
  return { context, page };
}

/**
 * Scrolls the element `boxSelector` by `stepPx` every animation frame for `durationMs` (or to its
 * end), recording each frame's time and the rows (`rowSelector`, inside the box) in the DOM.
 */
export function scrollFrames(page, { boxSelector, rowSelector, stepPx = 240, durationMs = 4000 }) {
  return page.evaluate(
    async ({ boxSelector, rowSelector, stepPx, durationMs }) => {
      const box = document.querySelector(boxSelector);
      if (!box) throw new Error(`nothing matches ${boxSelector}`);
      const frames = [];
      let maxRows = 0;
      let last = performance.now();
      const end = last + durationMs;
      await new Promise((resolve) => {
        const step = (now) => {
          frames.push(now - last);
          last = now;
          maxRows = Math.max(maxRows, box.querySelectorAll(rowSelector).length);
          box.scrollTop += stepPx;
          if (now < end && box.scrollTop + box.clientHeight < box.scrollHeight) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      });
      // The first entry is the wait for the first frame, not a frame.
      return { frames: frames.slice(1), rowsInDom: box.querySelectorAll(rowSelector).length, maxRowsInDom: maxRows, scrollTop: box.scrollTop, scrollHeight: box.scrollHeight };
    },
    { boxSelector, rowSelector, stepPx, durationMs },
  );
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * p50, p95 and max frame time; long frames (> 50 ms, a visible hitch); dropped frames: the 60 Hz
 * frames a slow frame spanned beyond its own (a 50 ms frame drops 2).
 */
export function frameFigures(frames) {
  return {
    frames: frames.length,
    p50: percentile(frames, 50),
    p95: percentile(frames, 95),
    max: Math.max(...frames),
    long: frames.filter((frame) => frame > 50).length,
    dropped: frames.reduce((sum, frame) => sum + Math.max(0, Math.round(frame / FRAME_BUDGET_MS) - 1), 0),
  };
}

export const figuresText = ({ frames, p50, p95, max, long, dropped }, stepPx = 240) =>
  `scrolling ${frames} frames (${stepPx} px each): frame time p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms, ` +
  `long frames (> 50 ms) ${long}, dropped frames (60 Hz) ${dropped}`;

/**
 * Jumps the box to `fraction` of its height and measures the time until every row in view (below a
 * sticky header of `headerPx`) is filled: matches, or holds, `filledSelector` (its page fetched and
 * drawn, not a placeholder).
 */
export function timeToFillAfterJump(page, { boxSelector, rowSelector, filledSelector, fraction = 0.8, headerPx = 0 }) {
  return page.evaluate(
    async ({ boxSelector, rowSelector, filledSelector, fraction, headerPx }) => {
      const box = document.querySelector(boxSelector);
      const started = performance.now();
      box.scrollTop = box.scrollHeight * fraction;
      await new Promise((resolve) => {
        const check = () => {
          const frame = box.getBoundingClientRect();
          const inView = [...box.querySelectorAll(rowSelector)].filter((row) => {
            const rect = row.getBoundingClientRect();
            return rect.bottom > frame.top + headerPx && rect.top < frame.bottom;
          });
          if (inView.length && inView.every((row) => row.matches(filledSelector) || row.querySelector(filledSelector))) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      return performance.now() - started;
    },
    { boxSelector, rowSelector, filledSelector, fraction, headerPx },
  );
}
