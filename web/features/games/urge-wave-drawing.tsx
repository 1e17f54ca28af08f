import { memo } from 'react';
import { WAVE_PEAK_AT, wavePath } from '../../../shared/domain/games/urge-wave';

const W = 320;
const H = 120;
const PAD = 14;
const LINE = wavePath(W, H - PAD * 2, 64);
const FILL = wavePath(W, H - PAD * 2, 64, true);

/**
 * The craving as a wave (SVG): it rises, peaks and falls; the stretch already surfed is filled
 * darker, and a marker shows where the person is. Drawn from numbers only, the same in the build's
 * HTML and in the browser. With reduced motion the marker jumps without gliding (CSS).
 */
export const UrgeWaveDrawing = memo(function UrgeWaveDrawing({
  share,
  height,
  label,
  moving,
}: {
  share: number;
  height: number;
  label: string;
  moving: boolean;
}) {
  const x = share * W;
  const y = PAD + (H - PAD * 2) * (1 - height);
  return (
    <svg
      className="urge-wave"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-moving={moving || undefined}
    >
      <defs>
        <clipPath id="urge-wave-done">
          <rect x="0" y="0" width={x} height={H} />
        </clipPath>
      </defs>
      <g transform={`translate(0 ${PAD})`}>
        <path className="urge-wave-area" d={FILL} />
        <path className="urge-wave-area-done" d={FILL} clipPath="url(#urge-wave-done)" />
        <path className="urge-wave-line" d={LINE} />
      </g>
      <line className="urge-wave-peak" x1={WAVE_PEAK_AT * W} x2={WAVE_PEAK_AT * W} y1={PAD} y2={H} />
      <g className="urge-wave-marker" style={{ transform: `translate(${x}px, ${y}px)` }}>
        <circle r="9" />
        <circle r="4" className="urge-wave-marker-dot" />
      </g>
    </svg>
  );
});
