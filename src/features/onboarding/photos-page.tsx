import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from '../../../contract/enums';
import { uploadOnboardingImages } from '../../api/profile';
import { StepForm } from '../../components/wizard-step';
import { encodeFormData, type EncodableField } from '../../lib/multipart';
import { notifyError } from '../../lib/notify';

interface Slot {
  file: File;
  preview: string;
}

const SLOT_NUMBERS = Array.from({ length: MAX_PHOTOS }, (_, i) => i);
/**
 * Spec 7: imageN for each filled slot N. One single-file field per slot (not one
 * `multiple` field) because the number is the slot's, so an empty slot leaves a gap.
 */
const SLOT_FIELDS: readonly EncodableField[] = SLOT_NUMBERS.map((index) => ({ key: `image${index}`, kind: 'file' }));

/** Spec 2, 5 and 9: a slot per photo allowed, images only, each within the size limit, at least one. */
export function Component() {
  // Re-renders the step when the member changes language.
  useLingui();
  const [slots, setSlots] = useState<Array<Slot | null>>(() => SLOT_NUMBERS.map(() => null));
  // A new key empties a slot's file input after a refused or removed file.
  const [inputKeys, setInputKeys] = useState<number[]>(() => SLOT_NUMBERS.map(() => 0));
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  function replaceSlot(index: number, next: Slot | null) {
    const previous = slots[index];
    if (previous) {
      URL.revokeObjectURL(previous.preview);
      liveUrls.current.delete(previous.preview);
    }
    setSlots((current) => current.map((slot, i) => (i === index ? next : slot)));
  }

  function resetInput(index: number) {
    setInputKeys((keys) => keys.map((key, i) => (i === index ? key + 1 : key)));
  }

  function handleFile(index: number, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = !file.type.startsWith('image/')
      ? t`Only image files are allowed.`
      : file.size >= MAX_IMAGE_BYTES
        ? t`File size must be less than 5MB.`
        : null;
    if (problem) {
      notifyError(problem);
      resetInput(index);
      return;
    }
    const preview = URL.createObjectURL(file);
    liveUrls.current.add(preview);
    replaceSlot(index, { file, preview });
  }

  function remove(index: number) {
    replaceSlot(index, null);
    resetInput(index);
  }

  function prepare() {
    if (slots.every((slot) => slot === null)) return t`Please select at least one photo to continue.`;
    const values = Object.fromEntries(SLOT_FIELDS.map((field, index) => [field.key, slots[index]?.file ?? null]));
    return () => uploadOnboardingImages(encodeFormData(SLOT_FIELDS, values));
  }

  return (
    <StepForm
      step="photos"
      title={t`Add your photos`}
      intro={t`Add up to ${MAX_PHOTOS} recent photos of yourself. The first one is shown first. Each must be an image under 5 MB.`}
      label={t`Photos`}
      prepare={prepare}
      messages={{
        success: t`Your photos have been uploaded successfully!`,
        fallback: t`Sorry, we couldn't upload your photos.`,
        exception: t`An error occurred while uploading photos`,
      }}
      submitLabel={t`Upload and continue`}
    >
      <div className="row row-cols-2 row-cols-sm-3 g-3 mb-4">
        {SLOT_NUMBERS.map((index) => {
          const slot = slots[index];
          const number = index + 1;
          const fileName = slot?.file.name ?? '';
          return (
            <div className="col" key={index}>
              <div className="card h-100">
                <div className="ratio ratio-1x1 bg-body-tertiary rounded-top overflow-hidden">
                  {slot ? (
                    <img src={slot.preview} alt={t`Slot ${number}: ${fileName}`} className="object-fit-cover" />
                  ) : (
                    <div className="d-flex align-items-center justify-content-center text-body-secondary small">
                      {t`Empty`}
                    </div>
                  )}
                </div>
                <div className="card-body p-2">
                  <label htmlFor={`photo-${number}`} className="form-label small mb-1">
                    {t`Photo ${number}`}
                  </label>
                  <input
                    key={inputKeys[index]}
                    id={`photo-${number}`}
                    className="form-control form-control-sm"
                    type="file"
                    accept="image/*"
                    onChange={(event) => handleFile(index, event)}
                  />
                  {slot && (
                    <button
                      type="button"
                      className="btn btn-link btn-sm text-danger px-0"
                      onClick={() => remove(index)}
                      aria-label={t`Remove photo ${number}`}
                    >
                      {t`Remove`}
                    </button>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </StepForm>
  );
}
