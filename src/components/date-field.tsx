import { useLingui } from '@lingui/react/macro';
import type { Locale } from 'date-fns';
import { useEffect, useState } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { MIN_DOB_ISO } from '../../contract/enums';
import { DobNote, readsAsDob } from './dob-note';
import { FieldLabel } from './form-fields';

/** Spec 5: shown and sent as MM/dd/yyyy. */
export const DOB_FORMAT = 'MM/dd/yyyy';

/** The calendar's month and day names in Hindi and Tamil: fetched only when a member in that language opens a date field. */
const CALENDAR_LOCALES: Record<string, () => Promise<Locale>> = {
  hi: () => import('date-fns/locale/hi').then((module) => module.hi),
  ta: () => import('date-fns/locale/ta').then((module) => module.ta),
};
const registered = new Set<string>(['en']);

/** The language's calendar locale name once registered with the picker, undefined (English) until then. */
function useCalendarLocale(language: string): string | undefined {
  const [, setReady] = useState(0);
  useEffect(() => {
    const load = CALENDAR_LOCALES[language];
    if (registered.has(language) || !load) return;
    let live = true;
    void load().then((locale) => {
      registerLocale(language, locale);
      registered.add(language);
      if (live) setReady((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return language !== 'en' && registered.has(language) ? language : undefined;
}

const [MIN_YEAR, MIN_MONTH, MIN_DAY] = MIN_DOB_ISO.split('-').map(Number);

interface DobFieldProps {
  id: string;
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** The latest date offered; read once per visit by the screen. */
  today: Date;
  placeholder: string;
  autoComplete: string;
  /** Where an empty calendar opens. */
  openToDate?: Date;
  required?: boolean;
  disabled?: boolean;
}

/** Date of birth with its label: a calendar from the spec's earliest date to today, with month and year dropdowns. */
export function DobField({
  id,
  label,
  value,
  onChange,
  today,
  placeholder,
  autoComplete,
  openToDate,
  required,
  disabled,
}: DobFieldProps) {
  // What the member typed, and typed text that did not read as MM/DD/YYYY (the picker would drop it silently).
  const [typed, setTyped] = useState('');
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const noteId = `${id}-note`;
  const { i18n, t } = useLingui();
  const calendarLocale = useCalendarLocale(i18n.locale);
  return (
    <>
      <FieldLabel id={id} label={label} />
      <DatePicker
        id={id}
        ariaDescribedBy={noteId}
        ariaInvalid={unreadable === null ? undefined : 'true'}
        onChangeRaw={(event) => {
          const target = event?.target;
          if (target instanceof HTMLInputElement) setTyped(target.value);
        }}
        onBlur={() => setUnreadable(typed.trim() !== '' && !readsAsDob(typed) ? typed.trim() : null)}
        className="form-control"
        wrapperClassName="d-block"
        selected={value}
        onChange={(date: Date | null) => {
          if (date) {
            setTyped('');
            setUnreadable(null);
          }
          onChange(date);
        }}
        locale={calendarLocale}
        // One-letter day names ('र', 'ஞா') are too short to tell apart in Hindi and Tamil.
        useWeekdaysShort={i18n.locale !== 'en'}
        previousMonthAriaLabel={t`Previous Month`}
        previousMonthButtonLabel={t`Previous Month`}
        nextMonthAriaLabel={t`Next Month`}
        nextMonthButtonLabel={t`Next Month`}
        chooseDayAriaLabelPrefix={t`Choose`}
        disabledDayAriaLabelPrefix={t`Not available`}
        monthAriaLabelPrefix={`${t`Month`} `}
        dateFormat={DOB_FORMAT}
        placeholderText={placeholder}
        minDate={new Date(MIN_YEAR, MIN_MONTH - 1, MIN_DAY)}
        maxDate={today}
        openToDate={openToDate}
        showYearDropdown
        showMonthDropdown
        dropdownMode="select"
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
      />
      <DobNote id={noteId} unreadable={unreadable} />
    </>
  );
}
