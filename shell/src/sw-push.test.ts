// The service worker's push handlers (public/sw-push.js, imported by the generated /sw.js), run
// against a stand-in of the worker's global scope: what a push shows, and where a click goes.
import fs from 'node:fs';
import path from 'node:path';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: jest.Mock; navigate?: jest.Mock }[] = []) {
  const listeners: Record<string, Listener> = {};
  const showNotification = jest.fn().mockResolvedValue(undefined);
  const openWindow = jest.fn().mockResolvedValue(undefined);
  const scope = {
    location: { origin: 'https://trailhead.example' },
    registration: { showNotification },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
  };
  const clients = { matchAll: jest.fn().mockResolvedValue(windows), openWindow };
  const source = fs.readFileSync(path.join(__dirname, '..', 'public', 'sw-push.js'), 'utf8');
  new Function('self', 'clients', source)(scope, clients);
  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  return { dispatch, showNotification, openWindow, clients };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('sw-push.js', () => {
  it('shows a push as a notification with its title, sentence, tag and page', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'New message', body: 'amy in Moab: hi', url: '/conversations/4#message-9', tag: 'conversation-4' }));
    expect(worker.showNotification).toHaveBeenCalledWith('New message', expect.objectContaining({
      body: 'amy in Moab: hi',
      tag: 'conversation-4',
      icon: '/icons/icon.svg',
      data: { url: 'https://trailhead.example/conversations/4#message-9' },
    }));
  });

  it('still shows something for a push without JSON, and never links off the site', async () => {
    const worker = loadWorker();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await worker.dispatch('push', { data: { json: () => { throw new SyntaxError('not JSON'); } } });
    expect(worker.showNotification).toHaveBeenCalledWith('Trailhead', expect.objectContaining({ data: { url: 'https://trailhead.example/alerts' } }));
    await worker.dispatch('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't' }));
    expect(worker.showNotification).toHaveBeenLastCalledWith('x', expect.objectContaining({ data: { url: 'https://trailhead.example/' } }));
  });

  it('a click brings an open tab of the site forward on the page', async () => {
    const navigate = jest.fn().mockResolvedValue(undefined);
    const tab = { url: 'https://trailhead.example/forum', focus: jest.fn(), navigate };
    tab.focus.mockResolvedValue(tab);
    const worker = loadWorker([{ url: 'https://elsewhere.example/', focus: jest.fn() }, tab]);
    const close = jest.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: 'https://trailhead.example/conversations/4' } } });
    expect(close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://trailhead.example/conversations/4');
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens a new window when no tab of the site is open', async () => {
    const worker = loadWorker([]);
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: 'https://trailhead.example/alerts' } } });
    expect(worker.openWindow).toHaveBeenCalledWith('https://trailhead.example/alerts');
  });
});
