/** Spec §9: the service worker lives at /sw.js with scope /. Missing support is only logged. */
export function registerServiceWorker(): void {
  // Only the production build has a /sw.js; the dev servers reload on their own.
  if (process.env.NODE_ENV !== 'production') return;
  if (!('serviceWorker' in navigator)) {
    console.info('Cannot get registered service workers');
    return;
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  // After the page has loaded; on a page drawn by the server the app's code may start after that.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
