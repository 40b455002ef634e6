import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';

const pan = () => new File([new Uint8Array(2048)], 'pan-card.png', { type: 'image/png' });

function renderIdentity() {
  return renderRoute('/app/verification/identity', { member: true });
}

async function fillIdentity(user: ReturnType<typeof renderIdentity>['user']) {
  await user.selectOptions(await screen.findByLabelText('Document type'), 'PAN');
  await user.type(screen.getByLabelText('Document number'), ' ABCDE1234F ');
  await user.upload(screen.getByLabelText('Document image'), pan());
}

describe('identity verification step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./identity-page')]));

  it('offers PAN and PASSPORT', async () => {
    renderIdentity();
    const select = await screen.findByLabelText('Document type');
    expect(
      within(select)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['', 'PAN', 'PASSPORT']);
    expect(screen.getByRole('progressbar', { name: 'Verification: step 4 of 4' })).toBeInTheDocument();
  });

  it('checks type, number and file in the order of spec 5 and sends nothing meanwhile', async () => {
    const { user } = renderIdentity();
    const submit = await screen.findByRole('button', { name: 'Upload' });
    await user.click(submit);
    expect(await screen.findByText('Please select a document type.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Document type'), 'PASSPORT');
    await user.click(submit);
    expect(await screen.findByText('Please enter the document number.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Document number'), '   ');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText('Please enter the document number.')).toHaveLength(2));

    await user.type(screen.getByLabelText('Document number'), 'Z1234567');
    await user.click(submit);
    expect(await screen.findByText('Please upload the document file.')).toBeInTheDocument();
    expect(requestsTo('POST', '/verification/verify-identity')).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    renderIdentity();
    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(await screen.findByLabelText('Document type'), 'PAN');
    await user.type(screen.getByLabelText('Document number'), 'ABCDE1234F');
    const input = screen.getByLabelText<HTMLInputElement>('Document image');
    await user.upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('The document must be an image file (for example JPEG or PNG).'),
    ).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please upload the document file.')).toBeInTheDocument();
    expect(requestsTo('POST', '/verification/verify-identity')).toHaveLength(0);
  });

  it('uploads document, idNumber and idType as multipart and goes on to the name step', async () => {
    const { user, path } = renderIdentity();
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Identity document uploaded successfully!')).toBeInTheDocument();
    expect(requestsTo('POST', '/verification/verify-identity').map((r) => r.form)).toEqual([
      {
        document: [{ name: 'pan-card.png', type: 'image/png', size: 2048 }],
        idNumber: ['ABCDE1234F'],
        idType: ['PAN'],
      },
    ]);
    await waitFor(() => expect(path()).toBe('/app/profile-onboarding/name'));
  });

  it.each(failureCases('Failed to upload document.', 'An error occurred while uploading the document'))(
    'shows $name when the upload fails and keeps the form',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('post', '/verification/verify-identity', 'member', respond));
      const { user, path } = renderIdentity();
      await fillIdentity(user);
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('Document type')).toHaveValue('PAN');
      expect(screen.getByLabelText('Document number')).toHaveValue(' ABCDE1234F ');
      expect(screen.getByLabelText<HTMLInputElement>('Document image').files?.[0]?.name).toBe('pan-card.png');
      expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
      expect(path()).toBe('/app/verification/identity');
    },
  );
});
