import { Trans } from '@lingui/react/macro';
import type { ChangeEvent, InputHTMLAttributes } from 'react';

/**
 * The labelled controls that the onboarding steps and the own-profile
 * sections both ask with (STYLE rule 6): each renders its label and control
 * with Bootstrap's classes and leaves the surrounding layout to the screen.
 */

export interface Option {
  value: string;
  label: string;
}

/** The label every field shows above its control; `small` inside a group that has its own legend. */
export function FieldLabel({ id, label, small }: { id: string; label: string; small?: boolean }) {
  return (
    <label htmlFor={id} className={small ? 'form-label small' : 'form-label'}>
      {label}
    </label>
  );
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

interface TextFieldProps extends NativeInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Smaller label, for a field inside a group with its own legend. */
  smallLabel?: boolean;
}

/** A text, number or other single-line input with its label. */
export function TextField({ id, label, value, onChange, smallLabel, ...input }: TextFieldProps) {
  return (
    <>
      <FieldLabel id={id} label={label} small={smallLabel} />
      <input
        id={id}
        className="form-control"
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength?: number;
  disabled?: boolean;
  /** Shown under the field and read with it: the word count against its minimum. */
  wordCount?: { words: number; min: number };
}

/** '12 of at least 30 words', in the member's language. */
function WordCount({ words, min }: { words: number; min: number }) {
  return (
    <Trans>
      {words} of at least {min} words
    </Trans>
  );
}

/** A multi-line text with its label and, where a minimum applies, the running word count. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  rows,
  maxLength,
  disabled,
  wordCount,
}: TextAreaFieldProps) {
  const countId = `${id}-count`;
  return (
    <>
      <FieldLabel id={id} label={label} />
      <textarea
        id={id}
        className="form-control"
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        aria-describedby={wordCount ? countId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {wordCount && (
        <div id={countId} className="form-text">
          <WordCount words={wordCount.words} min={wordCount.min} />
        </div>
      )}
    </>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T | '') => void;
  /** The blank first choice, so the member makes a real one; omitted where a choice always stands (an order). */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A select over fixed options with its label, starting blank when it has a placeholder. */
export function SelectField<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  required,
  disabled,
}: SelectFieldProps<T>) {
  return (
    <>
      <FieldLabel id={id} label={label} />
      <select
        id={id}
        className="form-select"
        required={required}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

interface FileFieldProps {
  id: string;
  label: string;
  /** The picker's accept filter. */
  accept?: string;
  onChange: (file: File | null, event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** A line under the picker saying what it takes. */
  hint?: string;
}

/** A single-file picker with its label. */
export function FileField({ id, label, accept, onChange, disabled, hint }: FileFieldProps) {
  return (
    <>
      <FieldLabel id={id} label={label} />
      <input
        id={id}
        className="form-control"
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null, event)}
      />
      {hint && <div className="form-text">{hint}</div>}
    </>
  );
}

interface CheckboxGroupProps {
  id: string;
  legend: string;
  options: readonly Option[];
  value: readonly string[];
  /** The ticked values, always in the options' order whatever order they were ticked in. */
  onChange: (value: string[]) => void;
  /** 'inline' runs the boxes on as text; 'grid' sets them in columns. */
  layout: 'inline' | 'grid';
  disabled?: boolean;
  className?: string;
}

/** A group of checkboxes under one legend, for a field that takes several values. */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  layout,
  disabled,
  className,
}: CheckboxGroupProps) {
  function toggle(option: string, checked: boolean) {
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  }
  const boxes = options.map((option) => {
    const boxId = `${id}-${option.value}`;
    const box = (
      <div key={option.value} className={layout === 'inline' ? 'form-check form-check-inline' : 'form-check'}>
        <input
          id={boxId}
          className="form-check-input"
          type="checkbox"
          checked={value.includes(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
        <label htmlFor={boxId} className="form-check-label">
          {option.label}
        </label>
      </div>
    );
    return layout === 'inline' ? (
      box
    ) : (
      <div className="col" key={option.value}>
        {box}
      </div>
    );
  });
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className={layout === 'inline' ? 'form-label fs-6 mb-1' : 'form-label fs-6'}>{legend}</legend>
      {layout === 'inline' ? boxes : <div className="row row-cols-2 row-cols-sm-3 g-1">{boxes}</div>}
    </fieldset>
  );
}
