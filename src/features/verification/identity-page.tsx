import { useState, type ChangeEvent } from 'react';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/enums';
import { uploadIdentity } from '../../api/verification';
import { FileField, SelectField, TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';

const DOCUMENT_LABELS: Record<DocumentType, string> = { PAN: 'PAN card', PASSPORT: 'Passport' };
const NOT_AN_IMAGE = 'The document must be an image file (for example JPEG or PNG).';

interface IdentityValues {
  idType: DocumentType | '';
  idNumber: string;
  document: File | null;
}

/** Spec 5, in the spec's order: the first failing message, or null. */
function validateIdentity(values: IdentityValues): string | null {
  if (values.idType === '') return 'Please select a document type.';
  if (values.idNumber.trim() === '') return 'Please enter the document number.';
  if (!values.document) return 'Please upload the document file.';
  return null;
}

const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_LABELS[type] }));

/** Spec 2 and 4: document type, number and image; then onboarding starts with the name. */
export function Component() {
  const [values, setValues] = useState<IdentityValues>({ idType: '', idNumber: '', document: null });

  function handleFile(file: File | null, event: ChangeEvent<HTMLInputElement>) {
    // Spec 5: the file must be an image.
    if (file && !file.type.startsWith('image/')) {
      notifyError(NOT_AN_IMAGE);
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
      title="Verify your identity"
      intro="Upload a clear photo of your PAN card or passport."
      label="Identity document"
      prepare={prepare}
      messages={{
        success: 'Identity document uploaded successfully!',
        fallback: 'Failed to upload document.',
        exception: 'An error occurred while uploading the document',
      }}
      submitLabel="Upload"
    >
      <div className="mb-3">
        <SelectField
          id="identity-type"
          label="Document type"
          options={DOCUMENT_OPTIONS}
          value={values.idType}
          onChange={(idType) => setValues((v) => ({ ...v, idType }))}
          placeholder="Select a document type"
        />
      </div>
      <div className="mb-3">
        <TextField
          id="identity-number"
          label="Document number"
          autoComplete="off"
          maxLength={20}
          value={values.idNumber}
          onChange={(idNumber) => setValues((v) => ({ ...v, idNumber }))}
        />
      </div>
      <div className="mb-4">
        <FileField
          id="identity-file"
          label="Document image"
          accept="image/*"
          onChange={handleFile}
          hint="An image file: JPEG, PNG or similar."
        />
      </div>
    </StepForm>
  );
}
