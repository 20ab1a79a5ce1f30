// Published as /sw.js by a build with VITE_SERVICE_WORKER=off (docs/deploy.md, "Turning the service
// worker off"): a visitor's browser finds it at its next page load, and it takes over at once, deletes
// every cache the site's worker kept and unregisters itself. Pages open meanwhile carry on from the
// network; the next load is served as if the worker had never been.
type KillSwitchScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void
  skipWaiting(): Promise<void>
  registration: { unregister(): Promise<boolean> }
}
declare const self: KillSwitchScope

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()))
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name)
      await self.registration.unregister()
    })(),
  ),
)

export {}
