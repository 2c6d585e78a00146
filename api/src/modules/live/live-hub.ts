// In-process fan-out of live events to open SSE streams (GET /api/live). One hub per app
// (app.live). Writers call these after their transaction commits.
import type { LivePostEvent } from '@trailhead/shared-kernel/types';

export class LiveHub {
  /** A new post in a thread: every stream watching that thread gets `event: post`. */
  publishPost(_event: LivePostEvent): void {
    // TODO(live helper): implement
  }

  /** A member's alert or conversation counts changed: their streams get `event: counts`. */
  publishCounts(_userId: number): void {
    // TODO(live helper): implement
  }
}
