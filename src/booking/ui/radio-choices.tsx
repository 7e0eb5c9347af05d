// One question answered by radio buttons, none chosen until the staff choose (the browser asks
// for one before the form goes): the free times of a proposal and the reasons for declining
// (./answer-forms.tsx).
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
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-11 items-center gap-2 ${choiceClassName ?? ''}`.trim()}
          >
            <input type="radio" name={name} value={choice.value} required />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
