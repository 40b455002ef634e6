import { useLingui } from '@lingui/react/macro';
import { Col } from 'react-bootstrap';
import Select from 'react-select';
import { GUNA_MAX } from '../../../contract/horoscope';
import type { PreferenceField } from '../../../contract/enums';
import { wordsOf } from '../../lib/format';
import { PREFERENCE_FIELD_WORDS } from '../../lib/value-words';
import { CheckboxGroup, SelectField } from '../../components/form-fields';
import { choiceOptions, type ChoiceField, type PreferenceValues } from './partner-preferences-form';

interface FamilyProps {
  values: PreferenceValues;
  disabled: boolean;
  onChange: (values: PreferenceValues) => void;
  /** The field's Dealbreaker switch. */
  dealbreaker: (field: PreferenceField) => React.ReactNode;
}

function Box({ children }: { children: React.ReactNode }) {
  return (
    <Col xs={12} md={6}>
      <div className="border rounded p-2 h-100">{children}</div>
    </Col>
  );
}

/** The least guna matches offered: the common thresholds of guna milan. */
const GUNA_STEPS = [18, 21, 24, 27, 30];

/** Partner preferences on the family fields: marital status, mother tongue, community, manglik, guna match. */
export function FamilyPreferenceFields({ values, disabled, onChange, dealbreaker }: FamilyProps) {
  const { t } = useLingui();
  const setChoice = (field: ChoiceField, chosen: string[]) =>
    onChange({ ...values, choices: { ...values.choices, [field]: chosen } });
  const checkboxes = (field: 'maritalStatuses' | 'manglik') => (
    <Box>
      <CheckboxGroup
        id={`pp-${field}`}
        legend={wordsOf(PREFERENCE_FIELD_WORDS, field)}
        options={choiceOptions(field)}
        value={values.choices[field]}
        onChange={(chosen) => setChoice(field, chosen)}
        layout="inline"
        disabled={disabled}
      />
      {dealbreaker(field)}
    </Box>
  );
  const many = (field: 'motherTongues' | 'communities') => (
    <Box>
      <label htmlFor={`pp-${field}`} className="form-label">
        {wordsOf(PREFERENCE_FIELD_WORDS, field)}
      </label>
      <Select
        inputId={`pp-${field}`}
        isMulti
        isDisabled={disabled}
        options={choiceOptions(field)}
        value={choiceOptions(field).filter((o) => values.choices[field].includes(o.value))}
        onChange={(chosen) =>
          setChoice(
            field,
            chosen.map((o) => o.value),
          )
        }
        placeholder={t`Any`}
        classNamePrefix="profile-select"
      />
      {dealbreaker(field)}
    </Box>
  );
  const steps = [...new Set([...GUNA_STEPS, ...(values.minGuna === '' ? [] : [Number(values.minGuna)])])].sort(
    (a, b) => a - b,
  );

  return (
    <>
      {checkboxes('maritalStatuses')}
      {many('motherTongues')}
      {many('communities')}
      {checkboxes('manglik')}
      <Box>
        <SelectField
          id="pp-min-guna"
          label={wordsOf(PREFERENCE_FIELD_WORDS, 'minGuna')}
          options={steps.map((n) => ({ value: String(n), label: t`${n} of ${GUNA_MAX} or more` }))}
          value={values.minGuna}
          placeholder={t`Any`}
          disabled={disabled}
          onChange={(minGuna) => onChange({ ...values, minGuna })}
        />
        <p className="form-text mb-0">{t`Counts only between two members who both share a horoscope.`}</p>
        {dealbreaker('minGuna')}
      </Box>
    </>
  );
}
