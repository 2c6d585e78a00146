#!/usr/bin/env -S npx tsx
// The members area's main reads under 50 connections, signed in as the demo member, on a site
// grown to 50,000 members (npm run seed -- --members 50000; bench.mjs keeps that database in
// data/bench-members/): a profile with every fetch option (followers, following, trophies,
// postings, latest activity, profile posts) and the leaderboards overview. The member benched is
// `member`, whom every twentieth added member follows (2,500 followers). Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/users-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import { fileURLToPath } from 'node:url';
import { getJson, hammer, memberCookie, printRuns } from './api-runs.mjs';

export const BENCH_MEMBERS = 50_000;

export async function benchUsers(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const cookie = await memberCookie(baseUrl);
  const me = await getJson(baseUrl, '/api/me', cookie);
  const profile = await getJson(baseUrl, `/api/users/${me.user_id}`, cookie);
  return hammer(
    baseUrl,
    cookie,
    [
      {
        name: `GET /api/users/{id} with every fetch option (${profile.user.follower_count} followers)`,
        path: `/api/users/${me.user_id}?followers=1&following=1&withTrophies=1&postings=1&latestActivity=1&withPosts=1`,
      },
      // What the profile page asks for when it opens on its first section (#profile-posts).
      { name: 'GET /api/users/{id}?withPosts=1 (the profile page as it opens)', path: `/api/users/${me.user_id}?withPosts=1` },
      { name: 'GET /api/users/leaderboard/overview', path: '/api/users/leaderboard/overview' },
    ],
    options.seconds,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRuns(await benchUsers((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
