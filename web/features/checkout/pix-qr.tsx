import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The BR Code as a QR code, drawn here as one SVG path (no network, no canvas, no HTML string):
 * error correction M, a 4-module quiet zone, black on white whatever the theme, so every bank
 * app's camera reads it.
 */
export function PixQr({ payload, label }: { payload: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(payload), [payload]);
  return (
    <svg
      className="pix-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

const QUIET_ZONE = 4;

/** The dark modules as a path of 1×1 squares, row by row (runs merged). */
export function qrPath(payload: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(payload, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + QUIET_ZONE * 2, path: parts.join('') };
}
