// The free times of one day as radio buttons, the first chosen: what a proposal offers, on the
// venue's manage page (a staff member proposing) and on the parent's page (a parent choosing).
import type { ReactNode } from 'react';

export function TimeChoices({
  legend,
  times,
  legendClassName,
  choiceClassName,
}: {
  legend: ReactNode;
  times: string[];
  legendClassName: string;
  choiceClassName: string;
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {times.map((time, index) => (
          <label key={time} className={`flex min-h-11 items-center gap-2 ${choiceClassName}`}>
            <input type="radio" name="time" value={time} required defaultChecked={index === 0} />
            {time}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
