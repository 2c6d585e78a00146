import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|json|html|css|svg|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text asset, once at build time, so the server hands out
 * compressed files without spending CPU per request (fastify-static's preCompressed).
 */
export class PrecompressPlugin {
  // After the content hashes are final (OPTIMIZE_HASH renames files), so a .br holds what its name says.
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = source.buffer();
          if (buffer.length < 1024) continue;
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}
