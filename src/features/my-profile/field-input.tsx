import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { Form } from 'react-bootstrap';
import Select from 'react-select';
import { MIN_DOB_ISO } from '../../../contract/enums';
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

/** Spec 5: dates from the earliest date of birth the spec allows to today. */
function dobBounds(): { min: Date; max: Date } {
  const [year, month, day] = MIN_DOB_ISO.split('-').map(Number);
  return { min: new Date(year, month - 1, day), max: new Date() };
}

const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');

/** Renders one configured field with its label; every control is labelled for assistive technology. */
export function FieldInput({ field, id, value, disabled, onChange }: FieldInputProps) {
  switch (field.kind) {
    case 'multi-choice': {
      const chosen = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
      return (
        <fieldset disabled={disabled}>
          <legend className="form-label fs-6 mb-1">{field.label}</legend>
          {(field.options ?? []).map((option) => (
            <Form.Check
              key={option.value}
              inline
              type="checkbox"
              id={`${id}-${option.value}`}
              label={option.label}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? (field.options ?? []).map((o) => o.value).filter((v) => v === option.value || chosen.includes(v))
                    : chosen.filter((v) => v !== option.value),
                )
              }
            />
          ))}
        </fieldset>
      );
    }
    case 'autocomplete': {
      const options = field.options ?? [];
      const selected = options.find((option) => option.value === value) ?? null;
      return (
        <>
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          <Select
            inputId={id}
            options={options}
            value={selected}
            onChange={(option) => onChange(option ? option.value : '')}
            isSearchable
            isClearable
            isDisabled={disabled}
            placeholder="Search..."
            classNamePrefix="profile-select"
          />
        </>
      );
    }
    case 'date': {
      const { min, max } = dobBounds();
      return (
        <>
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          <DatePicker
            id={id}
            selected={value instanceof Date ? value : null}
            onChange={(date: Date | null) => onChange(date)}
            dateFormat="MM/dd/yyyy"
            placeholderText="MM/dd/yyyy"
            minDate={min}
            maxDate={max}
            showMonthDropdown
            showYearDropdown
            dropdownMode="select"
            disabled={disabled}
            className="form-control"
            wrapperClassName="d-block"
            autoComplete="off"
          />
        </>
      );
    }
    case 'file':
      return (
        <>
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          <Form.Control
            id={id}
            type="file"
            accept={field.accept}
            disabled={disabled}
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              onChange(input.files && input.files.length > 0 ? input.files[0] : null);
            }}
          />
        </>
      );
    case 'select':
      return (
        <>
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          <Form.Select
            id={id}
            value={asText(value)}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">Select...</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </>
      );
    case 'textarea':
      return (
        <>
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          <Form.Control
            id={id}
            as="textarea"
            rows={4}
            value={asText(value)}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      );
    case 'number':
      return (
        <>
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          <Form.Control
            id={id}
            type="number"
            inputMode={field.step === 'any' ? 'decimal' : 'numeric'}
            min={field.min}
            step={field.step}
            value={asText(value)}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      );
    default:
      return (
        <>
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          <Form.Control
            id={id}
            type="text"
            value={asText(value)}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      );
  }
}
