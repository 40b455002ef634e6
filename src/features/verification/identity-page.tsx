import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/enums';
import { uploadIdentity } from '../../api/verification';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';

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

/** Spec 2 and 4: document type, number and image; then onboarding starts with the name. */
export function Component() {
  const navigate = useNavigate();
  const upload = useStepRequest();
  const [values, setValues] = useState<IdentityValues>({ idType: '', idNumber: '', document: null });

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    // Spec 5: the file must be an image.
    if (file && !file.type.startsWith('image/')) {
      notifyError(NOT_AN_IMAGE);
      event.target.value = '';
      setValues((v) => ({ ...v, document: null }));
      return;
    }
    setValues((v) => ({ ...v, document: file }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateIdentity(values);
    if (problem) {
      notifyError(problem);
      return;
    }
    const { idType, idNumber, document } = values;
    if (idType === '' || !document) return;
    const uploaded = await upload.send(() => uploadIdentity(document, idNumber.trim(), idType), {
      success: 'Identity document uploaded successfully!',
      fallback: 'Failed to upload document.',
      exception: 'An error occurred while uploading the document',
    });
    if (uploaded) navigate(nextStepPath('identity'));
  }

  return (
    <WizardLayout step="identity" title="Verify your identity" intro="Upload a clear photo of your PAN card or passport.">
      <form onSubmit={handleSubmit} noValidate aria-label="Identity document">
        <div className="mb-3">
          <label htmlFor="identity-type" className="form-label">
            Document type
          </label>
          <select
            id="identity-type"
            className="form-select"
            value={values.idType}
            onChange={(event) => setValues((v) => ({ ...v, idType: event.target.value as DocumentType | '' }))}
          >
            <option value="">Select a document type</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {DOCUMENT_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          <label htmlFor="identity-number" className="form-label">
            Document number
          </label>
          <input
            id="identity-number"
            className="form-control"
            autoComplete="off"
            maxLength={20}
            value={values.idNumber}
            onChange={(event) => setValues((v) => ({ ...v, idNumber: event.target.value }))}
          />
        </div>
        <div className="mb-4">
          <label htmlFor="identity-file" className="form-label">
            Document image
          </label>
          <input id="identity-file" className="form-control" type="file" accept="image/*" onChange={handleFile} />
          <div className="form-text">An image file: JPEG, PNG or similar.</div>
        </div>
        <BusyButton busy={upload.busy} className="w-100">
          Upload
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
