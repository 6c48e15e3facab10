// SPDX-License-Identifier: GPL-3.0-or-later
// The page offline: the site's files are kept at the first visit and served
// from the cache after; the network, when there is one, refreshes them in the
// background (stale-while-revalidate), so a new build reaches the player on
// the next visit. A worker's query (?role=quick) does not make another file.
const CACHE = 'pegsat-site-2';
const FILES = ['./', 'index.html', 'app.js', 'worker.js', 'pegsat-api.js', 'pegsat.js', 'pegsat.wasm',
               'boards.js', 'style.css', 'manifest.webmanifest', 'icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const kept = await cache.match(event.request, { ignoreSearch: true });
    const fresh = fetch(event.request).then((response) => {
      if (response.ok) cache.put(event.request, response.clone());
      return response;
    });
    if (kept) { fresh.catch(() => {}); return kept; }
    return fresh;
  }));
});
