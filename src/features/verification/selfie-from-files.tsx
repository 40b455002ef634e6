import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';

interface SelfieFromFilesProps {
  /** The chosen picture and a data URL of it for the review. */
  onChosen: (file: File, preview: string) => void;
}

/**
 * Verification without a camera: a member whose device has no camera chooses a photo of themselves taken now
 * from their files. On a phone `capture` opens the front camera instead of the gallery. The server keeps such
 * a selfie as not taken live, and the member is told so.
 */
export function SelfieFromFiles({ onChosen }: SelfieFromFilesProps) {
  const { t } = useLingui();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') onChosen(file, reader.result);
    };
    reader.readAsDataURL(file);
  }

  return (
    <div className="mb-3">
      <p className="mb-2">
        {t`No camera here? Take a photo of yourself now, for example with your phone, and choose it from your files. Our team will see that it was not taken live.`}
      </p>
      <label htmlFor="selfie-file" className="btn btn-outline-primary">
        {t`Choose a photo from your files`}
      </label>
      <input
        id="selfie-file"
        type="file"
        accept="image/*"
        capture="user"
        className="visually-hidden"
        onChange={choose}
      />
    </div>
  );
}
