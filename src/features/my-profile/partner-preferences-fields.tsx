import { t } from '@lingui/core/macro';
import { Col, Form, Row } from 'react-bootstrap';
import Select from 'react-select';
import type { PreferenceField } from '../../../contract/enums';
import { wordsOf } from '../../lib/format';
import { PREFERENCE_FIELD_WORDS } from '../../lib/value-words';
import { CheckboxGroup, SelectField, TextField } from '../../components/form-fields';
import {
  choiceOptions,
  educationOptions,
  heightOptions,
  type ChoiceField,
  type PreferenceValues,
} from './partner-preferences-form';
import { FamilyPreferenceFields } from './partner-preferences-family';

interface EditorProps {
  values: PreferenceValues;
  disabled: boolean;
  onChange: (values: PreferenceValues) => void;
}

/** The "Dealbreaker" switch under each field; its name says which field, for screen readers. */
function DealbreakerSwitch({ field, values, disabled, onChange }: EditorProps & { field: PreferenceField }) {
  const on = values.dealbreakers.includes(field);
  const fieldName = wordsOf(PREFERENCE_FIELD_WORDS, field);
  return (
    <Form.Check
      type="switch"
      role="switch"
      id={`pp-${field}-dealbreaker`}
      className="mt-2"
      disabled={disabled}
      checked={on}
      onChange={(event) =>
        onChange({
          ...values,
          dealbreakers: event.target.checked
            ? [...values.dealbreakers, field]
            : values.dealbreakers.filter((f) => f !== field),
        })
      }
      label={
        <>
          {t`Dealbreaker`} <span className="visually-hidden">{t`for ${fieldName}`}</span>
        </>
      }
    />
  );
}

function FieldBox({ children, wide }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <Col xs={12} md={wide ? 12 : 6}>
      <div className="border rounded p-2 h-100">{children}</div>
    </Col>
  );
}

/** Every preference with its Dealbreaker switch. */
export function PartnerPreferencesEditor(props: EditorProps) {
  const { values, disabled, onChange } = props;
  const set = (patch: Partial<PreferenceValues>) => onChange({ ...values, ...patch });
  const setChoice = (field: ChoiceField, chosen: string[]) =>
    onChange({ ...values, choices: { ...values.choices, [field]: chosen } });
  const heights = heightOptions([values.heightMin, values.heightMax]);
  const choice = (field: Exclude<ChoiceField, 'languages' | 'motherTongues' | 'communities'>) => (
    <FieldBox key={field} wide={field === 'religions' || field === 'incomeSlabs'}>
      <CheckboxGroup
        id={`pp-${field}`}
        legend={wordsOf(PREFERENCE_FIELD_WORDS, field)}
        options={choiceOptions(field)}
        value={values.choices[field]}
        onChange={(chosen) => setChoice(field, chosen)}
        layout="inline"
        disabled={disabled}
      />
      <DealbreakerSwitch {...props} field={field} />
    </FieldBox>
  );

  return (
    <Row className="g-3">
      <FieldBox>
        <fieldset disabled={disabled}>
          <legend className="form-label fs-6 mb-1">{t`Age`}</legend>
          <div className="d-flex gap-2">
            <div className="flex-fill">
              <TextField
                id="pp-age-min"
                label={t`From age`}
                smallLabel
                type="number"
                inputMode="numeric"
                value={values.ageMin}
                onChange={(ageMin) => set({ ageMin })}
              />
            </div>
            <div className="flex-fill">
              <TextField
                id="pp-age-max"
                label={t`To age`}
                smallLabel
                type="number"
                inputMode="numeric"
                value={values.ageMax}
                onChange={(ageMax) => set({ ageMax })}
              />
            </div>
          </div>
        </fieldset>
        <DealbreakerSwitch {...props} field="ageRange" />
      </FieldBox>
      <FieldBox>
        <fieldset disabled={disabled}>
          <legend className="form-label fs-6 mb-1">{t`Height`}</legend>
          <div className="d-flex gap-2">
            <div className="flex-fill">
              <SelectField
                id="pp-height-min"
                label={t`From height`}
                options={heights}
                value={values.heightMin}
                placeholder={t`Any`}
                onChange={(heightMin) => set({ heightMin })}
              />
            </div>
            <div className="flex-fill">
              <SelectField
                id="pp-height-max"
                label={t`To height`}
                options={heights}
                value={values.heightMax}
                placeholder={t`Any`}
                onChange={(heightMax) => set({ heightMax })}
              />
            </div>
          </div>
        </fieldset>
        <DealbreakerSwitch {...props} field="heightRange" />
      </FieldBox>
      {choice('religions')}
      {choice('religious')}
      {choice('smoking')}
      {choice('drinking')}
      {choice('food')}
      <FieldBox>
        <label htmlFor="pp-languages" className="form-label">
          {t`Languages (at least one in common)`}
        </label>
        <Select
          inputId="pp-languages"
          isMulti
          isDisabled={disabled}
          options={choiceOptions('languages')}
          value={choiceOptions('languages').filter((o) => values.choices.languages.includes(o.value))}
          onChange={(chosen) =>
            setChoice(
              'languages',
              chosen.map((o) => o.value),
            )
          }
          placeholder={t`Any`}
          classNamePrefix="profile-select"
        />
        <DealbreakerSwitch {...props} field="languages" />
      </FieldBox>
      <FieldBox>
        <SelectField
          id="pp-education"
          label={t`Education`}
          options={educationOptions()}
          value={values.minEducation}
          placeholder={t`Any`}
          disabled={disabled}
          onChange={(minEducation) => set({ minEducation: minEducation as PreferenceValues['minEducation'] })}
        />
        <DealbreakerSwitch {...props} field="minEducation" />
      </FieldBox>
      {choice('incomeSlabs')}
      <FieldBox>
        <TextField
          id="pp-countries"
          label={t`Country`}
          value={values.countries}
          disabled={disabled}
          aria-describedby="pp-places-hint"
          onChange={(countries) => set({ countries })}
        />
        <DealbreakerSwitch {...props} field="countries" />
      </FieldBox>
      <FieldBox>
        <TextField
          id="pp-cities"
          label={t`City`}
          value={values.cities}
          disabled={disabled}
          aria-describedby="pp-places-hint"
          onChange={(cities) => set({ cities })}
        />
        <DealbreakerSwitch {...props} field="cities" />
      </FieldBox>
      <Col xs={12}>
        <p id="pp-places-hint" className="form-text mb-0">
          {t`Separate several countries or cities with commas.`}
        </p>
      </Col>
      <FamilyPreferenceFields {...props} dealbreaker={(field) => <DealbreakerSwitch {...props} field={field} />} />
    </Row>
  );
}
