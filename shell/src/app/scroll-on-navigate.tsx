import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@trailhead/shared-kernel/router';

/** How long a link's #target is waited for while its page draws (an area's code and data may both be on their way). */
const TARGET_WAIT_MS = 10_000;

/**
 * Shows `id` once the page has drawn it: at once when it is there, else as soon as it appears.
 * Gives up when the reader scrolls meanwhile (they have moved on) or after TARGET_WAIT_MS.
 * Returns what stops the waiting.
 */
function scrollToWhenDrawn(id: string): () => void {
  const show = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ block: 'start' });
    return true;
  };
  if (show()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (show()) stop();
  });
  const timer = window.setTimeout(() => stop(), TARGET_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stop);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of ['wheel', 'touchmove', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function targetOf(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * What a browser does on a page load, for the site's own navigations (the router leaves the page
 * where it was scrolled): a new page starts at its top, and a link to …#post-12 shows that post once
 * the page has drawn it, also when the site was opened on that link and the app draws the page.
 * A change of the #hash alone (a profile's tabs) never jumps to the top; back and forward keep
 * what the browser restores.
 */
export function ScrollOnNavigate() {
  const { pathname, search, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const page = `${pathname}${search}`;
  const previousPage = useRef<string | null>(null);

  useEffect(() => {
    const firstDrawing = previousPage.current === null;
    const samePage = previousPage.current === page;
    previousPage.current = page;
    if (navigationType === 'POP' && !firstDrawing) return;
    const target = targetOf(hash);
    if (target) return scrollToWhenDrawn(target);
    if (firstDrawing || samePage) return;
    window.scrollTo(0, 0);
  }, [page, hash, key, navigationType]);

  return null;
}
