// One question answered by radio buttons, the first chosen: the free times of a proposal and the
// reasons for declining, on the venue's link page (booking-request) and on the staff desk.
import type { ReactNode } from 'react';

export function RadioChoices({
  legend,
  name,
  choices,
  legendClassName,
  listClassName,
  choiceClassName,
}: {
  legend: ReactNode;
  name: string;
  choices: { value: string; label: ReactNode }[];
  legendClassName: string;
  /** How the choices sit: side by side (`flex flex-wrap gap-2`) or one per line (`grid gap-2`). */
  listClassName: string;
  choiceClassName?: string;
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className={`mt-2 ${listClassName}`}>
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={`flex min-h-11 items-center gap-2 ${choiceClassName ?? ''}`.trim()}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              required
              defaultChecked={index === 0}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
