import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Select, { type AriaLiveMessages, type GroupBase } from 'react-select';
import { FieldLabel, type Option } from './form-fields';

interface SearchSelectFieldProps {
  id: string;
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** What the list says when nothing matches; 'No options' otherwise. */
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
  const { t } = useLingui();
  // What the library tells a screen reader (and shows when nothing matches), in the member's language.
  const liveMessages: AriaLiveMessages<Option, false, GroupBase<Option>> = {
    guidance: ({ context }) =>
      context === 'menu'
        ? t`Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu.`
        : t`Type to refine the list, press Down to open the menu.`,
    onChange: ({ action, label }) =>
      action === 'select-option' ? t`Option ${label} selected.` : t`The choice has been cleared.`,
    onFilter: ({ inputValue, resultsMessage }) =>
      inputValue ? t`${resultsMessage} for ${inputValue}.` : resultsMessage,
    onFocus: ({ context, focused, label, options: shown }) => {
      if (context !== 'menu') return t`${label} focused.`;
      // The options the menu shows now, as the library counts them.
      const position = shown.indexOf(focused) + 1;
      const count = shown.length;
      return t`Option ${label} focused, ${position} of ${count}.`;
    },
  };
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
        noOptionsMessage={() => noOptionsText ?? t`No options`}
        ariaLiveMessages={liveMessages}
        screenReaderStatus={({ count }) => plural(count, { one: '# result available', other: '# results available' })}
        classNamePrefix={classNamePrefix}
      />
    </>
  );
}
