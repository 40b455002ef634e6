import { t } from '@lingui/core/macro';
import { CheckboxGroup, FileField, SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { DobField } from '../../components/date-field';
import { SearchSelectField } from '../../components/search-select-field';
import type { FieldValue } from '../../lib/multipart';
import type { FieldConfig } from './fields';

interface FieldInputProps {
  field: FieldConfig;
  /** Unique per page: the section id plus the field key. */
  id: string;
  value: FieldValue;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
}

const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');

/** Renders one configured field with the shared labelled controls. */
export function FieldInput({ field, id, value, disabled, onChange }: FieldInputProps) {
  const options = field.options ?? [];
  switch (field.kind) {
    case 'multi-choice':
      return (
        <CheckboxGroup
          id={id}
          legend={field.label}
          options={options}
          value={Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []}
          onChange={onChange}
          layout="inline"
          disabled={disabled}
        />
      );
    case 'autocomplete':
      return (
        <SearchSelectField
          id={id}
          label={field.label}
          options={options}
          value={asText(value)}
          onChange={onChange}
          placeholder={t`Search...`}
          classNamePrefix="profile-select"
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <DobField
          id={id}
          label={field.label}
          value={value instanceof Date ? value : null}
          onChange={onChange}
          today={new Date()}
          placeholder="MM/dd/yyyy"
          autoComplete="off"
          disabled={disabled}
        />
      );
    case 'file':
      return (
        <FileField
          id={id}
          label={field.label}
          accept={field.accept}
          disabled={disabled}
          onChange={(file) => onChange(file)}
        />
      );
    case 'select':
      return (
        <SelectField
          id={id}
          label={field.label}
          options={options}
          value={asText(value)}
          onChange={onChange}
          placeholder={t`Select...`}
          disabled={disabled}
        />
      );
    case 'textarea':
      return (
        <TextAreaField
          id={id}
          label={field.label}
          rows={4}
          value={asText(value)}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <TextField
          id={id}
          label={field.label}
          type="number"
          inputMode={field.step === 'any' ? 'decimal' : 'numeric'}
          min={field.min}
          step={field.step}
          value={asText(value)}
          disabled={disabled}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextField
          id={id}
          label={field.label}
          type="text"
          value={asText(value)}
          disabled={disabled}
          onChange={onChange}
        />
      );
  }
}
