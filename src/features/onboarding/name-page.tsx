import { useState } from 'react';
import { updateName } from '../../api/profile';
import { TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';

/** Spec 2: first and last name, then basic details. */
export function Component() {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  function prepare() {
    const body = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (body.firstName === '' || body.lastName === '') return 'Please enter both first and last name.';
    return () => updateName(body);
  }

  return (
    <StepForm
      step="name"
      title="What is your name?"
      intro="This is how other members will see you."
      label="Name"
      prepare={prepare}
      messages={{
        success: 'Name updated successfully!',
        fallback: 'Failed to update name.',
        exception: 'An error occurred while updating name',
      }}
    >
      <div className="row g-3 mb-4">
        <div className="col-sm-6">
          <TextField
            id="first-name"
            label="First name"
            autoComplete="given-name"
            maxLength={50}
            value={firstName}
            onChange={setFirstName}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id="last-name"
            label="Last name"
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
