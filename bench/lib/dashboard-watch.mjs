// What a dashboard start is timed by, shared by bench/dashboard-start.mjs and bench/scale-browser.mjs.

/** Runs in the page before its scripts: notes when the heading and the portfolio card's content appear. */
export function watchTheDashboard() {
  window.__start = { lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__start.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    const seen = window.__start;
    if (!seen.heading && document.querySelector('h3')?.textContent === 'Dashboard') seen.heading = performance.now();
    if (!seen.portfolio && document.querySelector('[data-testid="portfolio-summary"]:not([aria-busy])')) seen.portfolio = performance.now();
  }).observe(document, { subtree: true, childList: true });
}
