import { useEffect, useState } from 'react';
import classes from './Live.module.css';
import { MATCH_TEXTS as T } from './match-texts';
import type { QrDrawing } from './qr-code';

/** The code's side on screen, in CSS pixels: about 4 px a module for an invite link. */
export const QR_PIXELS = 200;

type Drawn = { link: string; drawing: QrDrawing } | { link: string; failed: true };

/**
 * The invite link as a QR code the other player scans from across the table: dark modules on
 * white with its quiet zone, on the dark page too, where a scanner would not read light on
 * dark. Its box has its size from the first paint; the encoder loads once a link is shown.
 */
export function InviteQrCode({ link }: { link: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let current = true;
    import('./qr-code').then(
      ({ qrDrawing }) => current && setDrawn({ link, drawing: qrDrawing(link) }),
      () => current && setDrawn({ link, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [link]);
  const shown = drawn?.link === link ? drawn : null;
  return (
    <figure className={classes.qr}>
      <div className={classes.qrBox} style={{ width: QR_PIXELS, height: QR_PIXELS }}>
        {shown &&
          ('failed' in shown ? (
            <p className={classes.qrFailed}>{T.qrUnavailable}</p>
          ) : (
            <svg
              role="img"
              aria-label={T.qrAlt}
              viewBox={`0 0 ${shown.drawing.size} ${shown.drawing.size}`}
              width={QR_PIXELS}
              height={QR_PIXELS}
              shapeRendering="crispEdges"
            >
              <rect width={shown.drawing.size} height={shown.drawing.size} fill="#fff" />
              <path d={shown.drawing.path} fill="#000" />
            </svg>
          ))}
      </div>
      <figcaption className={classes.qrCaption}>{T.qrCaption}</figcaption>
    </figure>
  );
}
