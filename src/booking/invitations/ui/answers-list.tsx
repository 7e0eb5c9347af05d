// The guests' answers as the host and the desk see them: the counts, then each child, coming or
// not, with an allergy or food note marked by a sign and a word (not by colour alone), and the
// phone when given. `strings` are in the reader's language.
import type { GuestAnswer } from '../repository';
import { countAnswers } from '../rules';

export interface AnswersStrings {
  counts: string;
  none: string;
  coming: string;
  notComing: string;
  allergy: string;
  phone?: string;
}

export function AnswersList({
  answers,
  strings,
  compact,
}: {
  answers: readonly GuestAnswer[];
  strings: AnswersStrings;
  compact?: boolean;
}) {
  if (answers.length === 0) return <p data-no-answers>{strings.none}</p>;
  const ordered = [...answers].sort((a, b) => Number(b.coming) - Number(a.coming));
  return (
    <div data-guests>
      <p className="font-bold" data-guest-counts>
        {strings.counts}
      </p>
      <ul className={compact ? 'mt-1 grid gap-1' : 'mt-2 divide-y divide-grey-tint'}>
        {ordered.map((answer) => (
          <li
            key={answer.id}
            className={compact ? 'break-words' : 'py-2'}
            data-guest
            data-coming={answer.coming ? 'yes' : 'no'}
            data-allergy={answer.foodNote ? 'yes' : undefined}
          >
            <span className="font-bold">{answer.childName}</span>
            {' — '}
            <span className={answer.coming ? '' : 'text-grey line-through'}>
              {answer.coming ? strings.coming : strings.notComing}
            </span>
            {answer.foodNote && (
              <span className="mt-0.5 block" data-guest-allergy>
                <span className="mr-1 inline-block rounded bg-ink px-1 font-bold text-white">
                  <span aria-hidden="true">⚠ </span>
                  {strings.allergy}:
                </span>
                {answer.foodNote}
              </span>
            )}
            {answer.phone && strings.phone && (
              <span className="block text-sm">
                {strings.phone}: {answer.phone}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function answersSummary(answers: readonly GuestAnswer[]) {
  return countAnswers(answers);
}
