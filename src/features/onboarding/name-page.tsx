import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { updateName } from '../../api/profile';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';

/** Spec 2: first and last name, then basic details. */
export function Component() {
  const navigate = useNavigate();
  const save = useStepRequest();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (body.firstName === '' || body.lastName === '') {
      notifyError('Please enter both first and last name.');
      return;
    }
    const saved = await save.send(() => updateName(body), {
      success: 'Name updated successfully!',
      fallback: 'Failed to update name.',
      exception: 'An error occurred while updating name',
    });
    if (saved) navigate(nextStepPath('name'));
  }

  return (
    <WizardLayout step="name" title="What is your name?" intro="This is how other members will see you.">
      <form onSubmit={handleSubmit} noValidate aria-label="Name">
        <div className="row g-3 mb-4">
          <div className="col-sm-6">
            <label htmlFor="first-name" className="form-label">
              First name
            </label>
            <input
              id="first-name"
              className="form-control"
              autoComplete="given-name"
              maxLength={50}
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
          </div>
          <div className="col-sm-6">
            <label htmlFor="last-name" className="form-label">
              Last name
            </label>
            <input
              id="last-name"
              className="form-control"
              autoComplete="family-name"
              maxLength={50}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
            />
          </div>
        </div>
        <BusyButton busy={save.busy} className="w-100">
          Continue
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
