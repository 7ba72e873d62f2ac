/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

// Placeholder service worker: the offline work fills in navigation fallback, update and sync policy.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
