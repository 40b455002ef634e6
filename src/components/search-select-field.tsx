import Select from 'react-select';
import { FieldLabel, type Option } from './form-fields';

interface SearchSelectFieldProps {
  id: string;
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** What the list says when nothing matches; the library's own text otherwise. */
  noOptionsText?: string;
  classNamePrefix?: string;
  disabled?: boolean;
}

/** A long list searched by typing (the degrees), with its label; clearing it leaves the value blank. */
export function SearchSelectField({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  noOptionsText,
  classNamePrefix,
  disabled,
}: SearchSelectFieldProps) {
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <>
      <FieldLabel id={id} label={label} />
      <Select<Option>
        inputId={id}
        options={options}
        value={selected}
        onChange={(option) => onChange(option?.value ?? '')}
        isSearchable
        isClearable
        isDisabled={disabled}
        placeholder={placeholder}
        noOptionsMessage={noOptionsText === undefined ? undefined : () => noOptionsText}
        classNamePrefix={classNamePrefix}
      />
    </>
  );
}
