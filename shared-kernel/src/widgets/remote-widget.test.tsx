/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite, SiteProviders } from '@trailhead/shared-kernel/testing';
import { RemoteWidget } from './remote-widget';
import { provideWidgetLoader, type LoadedWidget, type WidgetLoadOptions } from './widget-loader';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('the widget broke');
}

const loaded = (widget: LoadedWidget['module']['widget'], version: string, usedFallback = false): LoadedWidget => ({ module: { widget, version }, version, usedFallback });

afterEach(() => provideWidgetLoader(null));
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('RemoteWidget', () => {
  it('shows its loading state, then the widget with the props it was given', async () => {
    let answer!: (widget: LoadedWidget) => void;
    const calls: [string, string, WidgetLoadOptions | undefined][] = [];
    provideWidgetLoader((remote, module, options) => (calls.push([remote, module, options]), new Promise((resolve) => (answer = resolve))));
    renderInSite(<RemoteWidget remote="mfe-forum" module="Greeting" title="the greeting" props={{ name: 'Ada' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the greeting…');
    await act(async () => answer(loaded(Greeting as LoadedWidget['module']['widget'], '2')));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(calls).toEqual([['mfe-forum', 'Greeting', { startAt: 'current', fresh: false }]]);
    expect(document.querySelector('[data-widget="mfe-forum/Greeting"]')?.getAttribute('data-widget-version')).toBe('2');
  });

  it('shows an error panel in its place when nothing can be loaded, and Retry loads it afresh', async () => {
    let works = false;
    const calls: (WidgetLoadOptions | undefined)[] = [];
    provideWidgetLoader(async (_remote, _module, options) => {
      calls.push(options);
      if (!works) throw new Error('404');
      return loaded(Greeting as LoadedWidget['module']['widget'], '2');
    });
    renderInSite(
      <>
        <h1>The club</h1>
        <RemoteWidget remote="mfe-forum" module="RetryGreeting" title="the discussion" props={{ name: 'Bo' }} />
      </>,
    );
    expect(await screen.findByText('The discussion could not be loaded')).toBeTruthy();
    expect(screen.getByText('The discussion is not available right now. The rest of the page still works. Try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The club' })).toBeTruthy();
    works = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    expect(calls).toEqual([
      { startAt: 'current', fresh: false },
      { startAt: 'current', fresh: true },
    ]);
  });

  it('says so when the page has no widget loader (a remote run alone)', async () => {
    renderInSite(<RemoteWidget remote="mfe-forum" module="Lonely" title="the discussion" props={{}} />);
    expect(await screen.findByText('The discussion could not be loaded')).toBeTruthy();
  });

  it('falls back to the last-known-good release when the current one throws while rendering, then gives up with a panel', async () => {
    const stages: (string | undefined)[] = [];
    const errors: string[] = [];
    const subscription = bus.remoteError.subscribe((event) => errors.push(`${event.version}: ${event.error}`));
    let fallbackWorks = true;
    provideWidgetLoader(async (_remote, _module, options) => {
      stages.push(options?.startAt);
      if (options?.startAt === 'fallback') return fallbackWorks ? loaded(Greeting as LoadedWidget['module']['widget'], '1', true) : loaded(Broken, '1', true);
      return loaded(Broken, '2');
    });
    const { unmount } = renderInSite(<RemoteWidget remote="mfe-forum" module="BrokenGreeting" title="the discussion" props={{ name: 'Cy' }} />);
    expect(await screen.findByText('Hello Cy')).toBeTruthy();
    expect(document.querySelector('[data-widget="mfe-forum/BrokenGreeting"]')?.getAttribute('data-widget-fallback')).toBe('true');
    expect(stages).toEqual(['current', 'fallback']);
    expect(errors).toEqual(['2: BrokenGreeting: the widget broke']);
    unmount();

    fallbackWorks = false;
    renderInSite(<RemoteWidget remote="mfe-forum" module="BrokenGreeting" title="the discussion" props={{ name: 'Cy' }} />);
    expect(await screen.findByText('The discussion could not be loaded')).toBeTruthy();
    expect(screen.getByText(/stopped working/)).toBeTruthy();
    subscription.unsubscribe();
  });

  it('draws its loading state on the server, without loading anything', () => {
    const loader = jest.fn();
    provideWidgetLoader(loader);
    const html = renderToString(
      <SiteProviders>
        <RemoteWidget remote="mfe-forum" module="ServerGreeting" title="the discussion" props={{ name: 'Di' }} />
      </SiteProviders>,
    );
    expect(html).toContain('Loading the discussion…');
    expect(html).toContain('data-widget-state="loading"');
    expect(loader).not.toHaveBeenCalled();
  });
});
