import createCache, { type EmotionCache } from '@emotion/cache';
import { NONCE_META } from '@trailhead/shared-kernel/constants';

/**
 * The browser's emotion cache: the style elements it writes (Chakra's, for the shell and every
 * remote) carry the page's nonce, which the Content-Security-Policy asks of every style element;
 * the server names it in <meta name="csp-nonce">. The key is emotion's default, so the styles a
 * drawn page came with are known as already written.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>(`meta[name="${NONCE_META}"]`)?.content || undefined;
  return createCache({ key: 'css', nonce });
}
