// A booking's marks (src/staff/marks.ts) as small labels: an alert (an allergy) stands out in
// red with a sign, the rest are quiet. Renders whatever list it is given.
import type { DeskMark } from '../marks';

const TONE: Record<DeskMark['tone'], string> = {
  alert: 'bg-red-700 text-white',
  info: 'bg-white text-ink ring-1 ring-grey',
};

export function DeskMarks({ marks, className = '' }: { marks: DeskMark[]; className?: string }) {
  if (!marks.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} data-marks>
      {marks.map((mark) => (
        <li
          key={mark.key}
          className={`rounded px-1 font-bold ${TONE[mark.tone]}`}
          data-mark={mark.key}
        >
          {mark.tone === 'alert' && <span aria-hidden="true">⚠ </span>}
          {mark.label}
        </li>
      ))}
    </ul>
  );
}
