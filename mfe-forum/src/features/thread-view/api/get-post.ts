import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus, trackLoading } from '@trailhead/shared-kernel/bus';
import type { Post, PostResponse } from '@trailhead/shared-kernel/types';

/** GET /posts/{id}, with the shell's progress bar running while it loads (spec §2). */
export async function fetchPost(postId: number): Promise<Post> {
  const done = trackLoading(bus);
  try {
    return (await apiRequest<PostResponse>(`/posts/${postId}`)).post;
  } finally {
    done();
  }
}
