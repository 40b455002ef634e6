import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/enums';
import { uploadIdentity } from '../../api/verification';
import { FileField, SelectField, TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';

const DOCUMENT_LABELS: Record<DocumentType, MessageDescriptor> = { PAN: msg`PAN card`, PASSPORT: msg`Passport` };

interface IdentityValues {
  idType: DocumentType | '';
  idNumber: string;
  document: File | null;
}

/** Spec 5, in the spec's order: the first failing message, or null. */
function validateIdentity(values: IdentityValues): string | null {
  if (values.idType === '') return t`Please select a document type.`;
  if (values.idNumber.trim() === '') return t`Please enter the document number.`;
  if (!values.document) return t`Please upload the document file.`;
  return null;
}

/** Spec 2 and 4: document type, number and image; then onboarding starts with the name. */
export function Component() {
  const { i18n } = useLingui();
  const documentOptions = DOCUMENT_TYPES.map((type) => ({ value: type, label: i18n._(DOCUMENT_LABELS[type]) }));
  const [values, setValues] = useState<IdentityValues>({ idType: '', idNumber: '', document: null });

  function handleFile(file: File | null, event: ChangeEvent<HTMLInputElement>) {
    // Spec 5: the file must be an image.
    if (file && !file.type.startsWith('image/')) {
      notifyError(t`The document must be an image file (for example JPEG or PNG).`);
      event.target.value = '';
      setValues((v) => ({ ...v, document: null }));
      return;
    }
    setValues((v) => ({ ...v, document: file }));
  }

  function prepare() {
    const problem = validateIdentity(values);
    if (problem) return problem;
    const { idType, idNumber, document } = values;
    if (idType === '' || !document) return null;
    return () => uploadIdentity(document, idNumber.trim(), idType);
  }

  return (
    <StepForm
      step="identity"
      title={t`Verify your identity`}
      intro={t`Upload a clear photo of your PAN card or passport.`}
      label={t`Identity document`}
      prepare={prepare}
      messages={{
        success: t`Identity document uploaded successfully!`,
        fallback: t`Failed to upload document.`,
        exception: t`An error occurred while uploading the document`,
      }}
      submitLabel={t`Upload`}
    >
      <div className="mb-3">
        <SelectField
          id="identity-type"
          label={t`Document type`}
          options={documentOptions}
          value={values.idType}
          onChange={(idType) => setValues((v) => ({ ...v, idType }))}
          placeholder={t`Select a document type`}
        />
      </div>
      <div className="mb-3">
        <TextField
          id="identity-number"
          label={t`Document number`}
          autoComplete="off"
          maxLength={20}
          value={values.idNumber}
          onChange={(idNumber) => setValues((v) => ({ ...v, idNumber }))}
        />
      </div>
      <div className="mb-4">
        <FileField
          id="identity-file"
          label={t`Document image`}
          accept="image/*"
          onChange={handleFile}
          hint={t`An image file: JPEG, PNG or similar.`}
        />
      </div>
    </StepForm>
  );
}
