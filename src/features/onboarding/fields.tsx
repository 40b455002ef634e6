import { t } from '@lingui/core/macro';
import { SelectField } from '../../components/form-fields';
import { toOptions } from '../../lib/format';

interface OptionSelectProps<T extends string> {
  id: string;
  label: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
}

/** A required select over enum values, as the onboarding steps ask them; starts blank so the member makes a real choice. */
export function OptionSelect<T extends string>({ id, label, options, value, onChange }: OptionSelectProps<T>) {
  return (
    <div className="mb-3">
      <SelectField
        id={id}
        label={label}
        options={toOptions(options)}
        value={value}
        onChange={onChange}
        placeholder={t`Select…`}
        required
      />
    </div>
  );
}
