import { useEffect, useState } from 'react';
import { Box, Text } from '@trailhead/shared-kernel/ui';

/** White modules around the code, as the QR standard asks, so a camera finds its edges. */
const QUIET_ZONE = 4;

/** The modules of a QR code of `text` (error correction M: a phone reads it off a screen), dark ones true. */
export async function qrModules(text: string): Promise<boolean[][]> {
  // Read only when a member sets up two-factor sign-in: no page carries it otherwise.
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => code.isDark(row, column)));
}

/** The set-up link as a QR code for the authenticator app's camera: drawn as one SVG path, no markup from elsewhere. */
export function SetupQrCode({ uri }: { uri: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let current = true;
    qrModules(uri).then(
      (made) => current && setModules(made),
      () => undefined, // the key and the link below it still work
    );
    return () => {
      current = false;
    };
  }, [uri]);
  if (!modules) return null;
  const size = modules.length + 2 * QUIET_ZONE;
  const path = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`] : []))).join('');
  return (
    <Box as="figure" m="0">
      <svg role="img" aria-label="QR code of the set-up link: scan it with your authenticator app" viewBox={`0 0 ${size} ${size}`} width="200" height="200" shapeRendering="crispEdges" data-testid="two-factor-qr">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <Text as="figcaption" fontSize="sm" color="gray.700">
        Scan it with your authenticator app, or type the key below.
      </Text>
    </Box>
  );
}
