// A throw-away PostgreSQL cluster (the API's test run on PostgreSQL, npm run test:scale): a temp
// dir, a free loopback port, trust authentication, removed on stop. As root it runs as the postgres
// user (initdb refuses root).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The folder of initdb and pg_ctl, or null when PostgreSQL's server is not installed. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found && fs.existsSync(path.join(path.dirname(found), 'pg_ctl')) ? path.dirname(found) : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export class TempPostgres {
  constructor(binDir) {
    this.binDir = binDir;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-pg-'));
    this.asRoot = process.getuid?.() === 0;
    if (this.asRoot) {
      const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const [uid, gid] = [id('-u'), id('-g')];
      if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('running as root, but there is no postgres user to run the cluster as');
      fs.chownSync(this.dir, uid, gid);
    }
  }

  run(tool, args) {
    const command = path.join(this.binDir, tool);
    const [bin, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(bin, argv, { encoding: 'utf8', cwd: this.dir });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }

  /** Starts the cluster; returns its postgres:// URL. */
  async start() {
    const data = path.join(this.dir, 'data');
    this.run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
    const port = await freePort();
    // Durability is not what a throw-away cluster is for; a cluster of API processes opens many connections.
    const options = `-p ${port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    this.run('pg_ctl', ['-D', data, '-l', path.join(this.dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
    this.data = data;
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  stop() {
    try {
      if (this.data) this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    } finally {
      this.data = null;
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
