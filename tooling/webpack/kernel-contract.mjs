// The contract between the shell and the remotes over shared-kernel's shared entries (ARCHITECTURE
// §2): the browser gives every app one copy of each, so a remote built against an export that copy
// lacks would find it undefined. Each build writes down
// its side: what its copies of kernel entries export (the shell's, and a remote's own copies of the
// entries the shell does not provide, which the first remote to load lends the others), and, for a
// remote, what its own code imports from them. `release publish` compares them before a remote goes
// live (tooling/releases.ts).
import path from 'node:path';
import { KERNEL_EXPORTS_FILE, KERNEL_IMPORTS_FILE } from '../releases.ts';
import { shared } from './shared.mjs';

const KERNEL = '@trailhead/shared-kernel';
/** shared-kernel/src/<entry>/index.ts(x), or the root index. */
const ENTRY_FILE = /[\\/]shared-kernel[\\/]src[\\/](?:([^\\/]+)[\\/])?index\.tsx?$/;

/** Only shared entries are a contract: any other is bundled into each app that imports it. */
const isShared = (entry) => entry in shared;

const sorted = (map) => Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([entry, names]) => [entry, names === null ? null : [...names].sort()]));

export class KernelContractPlugin {
  /** @param {{ isHost: boolean, appDir: string }} options */
  constructor({ isHost, appDir }) {
    this.isHost = isHost;
    this.sourceDir = path.join(appDir, 'src') + path.sep;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('KernelContractPlugin', (compilation) => {
      let contract = null;
      // Late among finishModules' taps: after webpack has worked out each module's exports, and
      // before modules are concatenated (an entry then no longer stands on its own).
      compilation.hooks.finishModules.tap({ name: 'KernelContractPlugin', stage: 1000 }, (modules) => {
        const provides = this.exportsOf(compilation, modules);
        contract = this.isHost ? provides : { imports: this.importsOf(compilation, modules), provides };
      });
      compilation.hooks.processAssets.tap({ name: 'KernelContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (contract) compilation.emitAsset(this.isHost ? KERNEL_EXPORTS_FILE : KERNEL_IMPORTS_FILE, new RawSource(`${JSON.stringify(contract, null, 2)}\n`));
      });
    });
  }

  /** What each kernel entry in this build exports (null: webpack could not tell). */
  exportsOf(compilation, modules) {
    const found = new Map();
    for (const module of modules) {
      const match = module.resource && ENTRY_FILE.exec(module.resource);
      if (!match) continue;
      const provided = compilation.moduleGraph.getExportsInfo(module).getProvidedExports();
      const entry = match[1] ? `${KERNEL}/${match[1]}` : KERNEL;
      if (isShared(entry)) found.set(entry, Array.isArray(provided) ? provided : null);
    }
    return sorted(found);
  }

  /** The names the remote's own code imports (or re-exports) from kernel entries; types are gone by now. */
  importsOf(compilation, modules) {
    const found = new Map();
    for (const module of modules) {
      if (!module.resource?.startsWith(this.sourceDir)) continue;
      for (const dependency of module.dependencies) {
        if (dependency.type !== 'harmony import specifier' && dependency.type !== 'harmony export imported specifier') continue;
        const request = dependency.request;
        if (!isShared(request)) continue;
        const [name] = dependency.getIds(compilation.moduleGraph);
        if (!name || name === 'default') continue;
        if (!found.has(request)) found.set(request, new Set());
        found.get(request).add(name);
      }
    }
    return sorted(found);
  }
}
