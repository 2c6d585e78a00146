import { qrModules } from './setup-qr-code';

/** A finder pattern: a 7×7 dark ring, a light ring inside it, a 3×3 dark centre. */
function isFinder(modules: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      if (modules[top + y][left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe("the set-up link's QR code", () => {
  const uri = 'otpauth://totp/Trailhead%3Arider?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Trailhead&algorithm=SHA1&digits=6&period=30';

  it('is a QR code: square, of a standard size, with its three finder patterns', async () => {
    const modules = await qrModules(uri);
    const size = modules.length;
    expect(modules.every((row) => row.length === size)).toBe(true);
    expect((size - 17) % 4).toBe(0); // version v is 17 + 4v modules wide
    expect([isFinder(modules, 0, 0), isFinder(modules, 0, size - 7), isFinder(modules, size - 7, 0)]).toEqual([true, true, true]);
    expect(isFinder(modules, size - 7, size - 7)).toBe(false);
  });

  it('says the same of the same link, and something else of another', async () => {
    expect(await qrModules(uri)).toEqual(await qrModules(uri));
    expect(await qrModules(uri.replace('rider', 'dunes'))).not.toEqual(await qrModules(uri));
  });
});
