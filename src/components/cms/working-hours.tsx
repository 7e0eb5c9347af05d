import type { WorkingHours } from '@/content';

/**
 * Opening hours as two aligned columns, day and time, so rows read the same in both languages
 * however long the day's name is. Used by the footer, the contact page and the home page.
 */
export function WorkingHoursList({
  hours,
  className = '',
}: {
  hours: WorkingHours[];
  className?: string;
}) {
  if (hours.length === 0) return null;
  return (
    <dl
      className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 ${className}`}
      data-working-hours
    >
      {hours.map((line) => (
        <div key={`${line.text}-${line.start}`} className="contents">
          <dt>{line.text}</dt>
          <dd className="text-right font-bold tabular-nums whitespace-nowrap">
            {line.start}
            {line.end && `–${line.end}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
