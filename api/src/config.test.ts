import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigurationError, ENV_SCHEMA, readConfig, REPO_ROOT } from './config';
import { createDatabase } from './db/database';

describe('the configuration (one schema, read with @fastify/env)', () => {
  it('declares every variable of the README Configuration table, and the README lists every declared one', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    const documented = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1])),
    );
    expect(documented.size).toBeGreaterThan(20);
    expect([...documented].sort()).toEqual(Object.keys(ENV_SCHEMA.properties).sort());
  });

  it('gives the documented defaults for an empty environment', async () => {
    const settings = await readConfig({});
    expect(settings).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, 'data'),
      releasesDir: path.join(REPO_ROOT, 'releases'),
      shellDistDir: path.join(REPO_ROOT, 'shell', 'dist'),
      siteUrl: 'http://localhost:8080',
      smtpUrl: null,
      defaultTimezone: 'America/Denver',
      captchaSecret: null,
      recaptchaSecret: null,
      loginLimits: { maxFailuresPerLogin: 5, maxFailuresPerIp: 20, windowSeconds: 600 },
      uploads: { maxUploadKb: 8192, extensions: ['png', 'jpg', 'jpeg', 'jpe', 'gif', 'bmp', 'webp', 'pdf', 'txt', 'zip'], maxWidth: 4096, maxHeight: 4096 },
      youtube: null,
      googleMapsApiKey: null,
      logLevel: 'info',
      logRequests: false,
      trustProxy: false,
    });
  });

  it('reads and converts what is set; a blank variable counts as unset', async () => {
    const settings = await readConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://trail@db/trailhead',
      DATA_DIR: '/srv/trailhead',
      SITE_URL: 'https://trail.example/',
      UPLOAD_EXTENSIONS: '.PNG, jpg|gif',
      YOUTUBE_API_KEY: 'key',
      YOUTUBE_CHANNEL_ID: 'channel',
      TRUST_PROXY: '1',
      HOST: '   ',
    });
    expect(settings).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://trail@db/trailhead',
      dataDir: '/srv/trailhead',
      siteUrl: 'https://trail.example',
      uploads: { extensions: ['png', 'jpg', 'gif'] },
      youtube: { apiKey: 'key', channelId: 'channel' },
      trustProxy: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, "PORT must be a port number from 1 to 65535, got 'eighty'"],
    [{ PORT: '70000' }, "PORT must be a port number from 1 to 65535, got '70000'"],
    [{ DATABASE_URL: 'mysql://db/trailhead' }, "DATABASE_URL must be a postgres:// URL (unset: SQLite under DATA_DIR), got 'mysql://db/trailhead'"],
    [{ SITE_URL: 'trail.example' }, "SITE_URL must be an http:// or https:// URL, got 'trail.example'"],
    [{ UPLOAD_MAX_SIZE_KB: '0' }, "UPLOAD_MAX_SIZE_KB must be a positive whole number of kilobytes, got '0'"],
    [{ UPLOAD_EXTENSIONS: 'png;exe' }, 'UPLOAD_EXTENSIONS must be file extensions separated by | or commas'],
    [{ LOGIN_MAX_FAILURES_PER_LOGIN: 'many' }, "LOGIN_MAX_FAILURES_PER_LOGIN must be a positive whole number, got 'many'"],
    [{ TRUST_PROXY: 'yes' }, "TRUST_PROXY must be 1 or 0, got 'yes'"],
    [{ DEFAULT_TIMEZONE: 'Mountain Time' }, "DEFAULT_TIMEZONE must be an IANA time zone such as America/Denver, got 'Mountain Time'"],
  ])('refuses %j, naming the variable', async (env, message) => {
    const error = await readConfig(env).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain(message);
  });

  it('names every bad variable at once', async () => {
    await expect(readConfig({ PORT: 'x', SMTP_URL: 'mail.example', LOG_LEVEL: 'loud' })).rejects.toThrow(
      /PORT must be .*; SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL, got 'mail\.example'; LOG_LEVEL must be a log level, got 'loud'/,
    );
  });

  it('stops the app from starting with a bad value', async () => {
    const database = createDatabase({ sqliteFile: ':memory:' });
    try {
      await expect(buildApp({ database, env: { UPLOAD_MAX_WIDTH: 'wide' } })).rejects.toThrow("UPLOAD_MAX_WIDTH must be a positive whole number of pixels, got 'wide'");
    } finally {
      await database.destroy();
    }
  });

  it('is the only code that reads the environment', () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes('process.env')) {
          readers.push(path.relative(__dirname, file));
        }
      }
    };
    walk(__dirname);
    // config.ts reads it; the entry points hand process.env to it; site/ is the site's (its own paths).
    expect(readers.filter((file) => !file.startsWith(`site${path.sep}`)).sort()).toEqual(['app.ts', 'config.ts', 'seed/cli.ts', 'server.ts']);
  });
});
