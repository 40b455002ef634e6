import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { updateName } from '../../api/profile';
import { TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';

/** Spec 2: first and last name, then basic details. */
export function Component() {
  const { t } = useLingui();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  function prepare() {
    const body = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (body.firstName === '' || body.lastName === '') return t`Please enter both first and last name.`;
    return () => updateName(body);
  }

  return (
    <StepForm
      step="name"
      title={t`What is your name?`}
      intro={t`This is how other members will see you.`}
      label={t`Name`}
      prepare={prepare}
      messages={{
        success: t`Name updated successfully!`,
        fallback: t`Failed to update name.`,
        exception: t`An error occurred while updating name`,
      }}
    >
      <div className="row g-3 mb-4">
        <div className="col-sm-6">
          <TextField
            id="first-name"
            label={t`First name`}
            autoComplete="given-name"
            maxLength={50}
            value={firstName}
            onChange={setFirstName}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id="last-name"
            label={t`Last name`}
            autoComplete="family-name"
            maxLength={50}
            value={lastName}
            onChange={setLastName}
          />
        </div>
      </div>
    </StepForm>
  );
}
