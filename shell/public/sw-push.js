// Web push in the service worker (imported by the generated /sw.js): shows each push as a
// notification, even when no Trailhead tab is open, and opens the page it names when clicked.
// The push's JSON is the API's PushPayload: { title, body, url, tag }.
/* global self, clients */

const ICON = '/icons/icon.svg';

/** The payload of a push event, or a plain notice when it carries none (or not JSON). */
function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string') return data;
  } catch (error) {
    console.warn('A push did not carry JSON', error);
  }
  return { title: 'Trailhead', body: 'You have new activity.', url: '/alerts', tag: 'trailhead' };
}

/** Only pages of this site open from a notification. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body || '',
      tag: payload.tag || undefined,
      // A newer notification with the same tag (the same conversation) still alerts.
      renotify: Boolean(payload.tag),
      icon: ICON,
      badge: ICON,
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open tab of the site goes to the page (and comes to the front), else a new window opens.
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        if ('navigate' in focused) {
          try {
            await focused.navigate(url);
            return;
          } catch (error) {
            // An uncontrolled tab cannot be navigated from here: open the page beside it.
            console.warn('Could not navigate the open tab', error);
          }
        } else return;
      }
      await clients.openWindow(url);
    })(),
  );
});
