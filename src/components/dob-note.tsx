import { useLingui } from '@lingui/react/macro';

/**
 * Whether typed text reads as a date in the spec's MM/DD/YYYY (month first). A date typed day first, such as
 * 25/12/1995, does not: its "month" is 25.
 */
export function readsAsDob(text: string): boolean {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(year, month, 0).getDate();
}

interface DobNoteProps {
  /** The note's id, for the field's aria-describedby. */
  id: string;
  /** Text the member typed that is not a date in MM/DD/YYYY, or null. */
  unreadable: string | null;
}

/**
 * Under the date of birth: the spec's order (month first) said plainly, and, when typed text could not be
 * read (a date typed day first), a message naming it instead of the field quietly emptying.
 */
export function DobNote({ id, unreadable }: DobNoteProps) {
  const { t } = useLingui();
  return (
    <div id={id} className="form-text">
      {unreadable === null ? (
        t`Month first: MM/DD/YYYY, for example 12/25/1995.`
      ) : (
        <span role="alert" className="text-danger">
          {t`We could not read "${unreadable}" as a date. Type the month first, as MM/DD/YYYY: for example 12/25/1995 for 25 December 1995.`}
        </span>
      )}
    </div>
  );
}
