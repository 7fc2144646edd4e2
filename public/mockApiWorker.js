/*
 * The built-in mock's service worker: msw's own worker (mockServiceWorker.js, kept as msw ships
 * it), but only for the API under /api. msw's worker asks the page about every request it sees,
 * and the page answers only once its main thread is free: each script chunk, stylesheet and
 * translation file of a cold load waited for that round trip (about 1.5 s of a 4.7 s page load).
 * A listener registered first and stopping the event's propagation leaves everything else to
 * the browser, as if there were no worker.
 */
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith("/api/")) event.stopImmediatePropagation();
});

importScripts("./mockServiceWorker.js");
