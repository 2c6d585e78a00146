// The shell builds into one folder (remotes build into a folder per version, which stays): a
// deploy keeps the earlier builds' chunks there for a while, because a tab opened before it asks
// for them when it first needs them (a modal, a page), and the new service worker no longer has them.
const { statSync } = require('node:fs');
const path = require('node:path');

/** How long a deploy keeps the shell chunks of the builds before it (a tab older than this reloads). */
const EARLIER_CHUNKS_KEPT_DAYS = 14;

/** Whether webpack's clean keeps `asset`: a hashed chunk (or its compressed copy) younger than EARLIER_CHUNKS_KEPT_DAYS. */
function isRecentEarlierChunk(outputPath, asset, now = Date.now()) {
  if (!/^[^/]+\.[0-9a-f]{10}\.js(?:\.gz|\.br)?$/.test(asset)) return false;
  try {
    return now - statSync(path.join(outputPath, asset)).mtimeMs < EARLIER_CHUNKS_KEPT_DAYS * 24 * 3600 * 1000;
  } catch {
    return false;
  }
}

module.exports = { EARLIER_CHUNKS_KEPT_DAYS, isRecentEarlierChunk };
