// npm run seed -- [--reset] [--posts N] [--members N]
//   --reset      drop everything and seed the demo community again
//   --posts N    grow the forum to N posts in total (for benchmarks)
//   --members N  grow the community to N members in total (for benchmarks)
import { databaseOptionsOf, readConfig } from '../config';
import { seedAttachmentsAndExtras } from '../modules/attachments/attachments.seed';
import { seedLocationPhotos } from './locations.seed';
import { createDatabase } from '../db/database';
import { migrateToLatest, resetDatabase } from '../db/migrate';
import { fileStorageFor } from '../storage/file-storage';
import { growForum, isDatabaseEmpty, seedDemo } from './index';
import { growCommunity } from './member-profiles.seed';

class UsageError extends Error {}

function parseArgs(argv: string[]): { reset: boolean; posts?: number; members?: number } {
  const args = { reset: false, posts: undefined as number | undefined, members: undefined as number | undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') args.reset = true;
    else if (arg === '--posts' || arg.startsWith('--posts=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const posts = Number(value);
      if (!Number.isInteger(posts) || posts < 1) throw new UsageError(`--posts needs a positive whole number, got '${value}'`);
      args.posts = posts;
    } else if (arg === '--members' || arg.startsWith('--members=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const members = Number(value);
      if (!Number.isInteger(members) || members < 1) throw new UsageError(`--members needs a positive whole number, got '${value}'`);
      args.members = members;
    } else throw new UsageError(`Unknown option '${arg}'. Usage: seed [--reset] [--posts N] [--members N]`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const settings = await readConfig(process.env);
  const options = databaseOptionsOf(settings);
  const database = createDatabase(options);
  const attachments = fileStorageFor(settings, 'attachments');
  const locationMedia = fileStorageFor(settings, 'location-media');
  const started = Date.now();
  const where = options.databaseUrl ? 'PostgreSQL' : options.sqliteFile;
  try {
    if (args.reset) {
      await resetDatabase(database.db);
      // Uploaded files belong to the rows just dropped.
      for await (const file of attachments.list()) await attachments.remove(file.storageId);
      for await (const file of locationMedia.list()) await locationMedia.remove(file.storageId);
      console.log(`Reset ${where}.`);
    } else {
      await migrateToLatest(database.db);
    }
    if (await isDatabaseEmpty(database.db)) {
      await seedDemo(database.db, { shopUrl: settings.shopUrl });
      await seedAttachmentsAndExtras(database.db, settings.dataDir, attachments);
      await seedLocationPhotos(database.db, settings.dataDir, locationMedia);
      console.log(`Seeded the demo community in ${Date.now() - started} ms.`);
    } else if (!args.posts && !args.members) {
      console.log('The database already holds data: nothing to seed (use --reset to start over).');
    }
    if (args.posts) {
      const before = Date.now();
      const added = await growForum(database.db, args.posts);
      console.log(
        added > 0
          ? `Added ${added} posts (forum now holds ${args.posts}) in ${Date.now() - before} ms.`
          : `The forum already holds ${args.posts} posts or more.`,
      );
    }
    if (args.members) {
      const before = Date.now();
      const added = await growCommunity(database.db, args.members);
      console.log(
        added > 0
          ? `Added ${added} members (the site now has ${args.members}) in ${Date.now() - before} ms.`
          : `The site already has ${args.members} members or more.`,
      );
    }
  } finally {
    await attachments.close();
    await locationMedia.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exitCode = 1;
});
