import { formatEnum } from '../../lib/format';

interface OptionSelectProps<T extends string> {
  id: string;
  label: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
  /** Shown instead of the formatted value, where formatting alone reads badly. */
  labels?: Partial<Record<T, string>>;
  required?: boolean;
}

/** A labelled select over enum values, starting blank so the member makes a real choice. */
export function OptionSelect<T extends string>({ id, label, options, value, onChange, labels, required = true }: OptionSelectProps<T>) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? formatEnum(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Fields that spec 5 gives no message of their own rely on the browser's
 * required/min/max checks; this stops the submit (and shows the browser's
 * hints) when one of them fails, so nothing is sent.
 */
export function passesBrowserChecks(form: HTMLFormElement): boolean {
  if (form.checkValidity()) return true;
  form.reportValidity();
  return false;
}
