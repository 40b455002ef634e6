import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from '../../../contract/enums';
import { uploadOnboardingImages } from '../../api/profile';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';

interface Slot {
  file: File;
  preview: string;
}

const SLOT_NUMBERS = Array.from({ length: MAX_PHOTOS }, (_, i) => i);

/** Spec 2, 5 and 9: a slot per photo allowed, images only, each within the size limit, at least one. */
export function Component() {
  const navigate = useNavigate();
  const upload = useStepRequest();
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
      ? 'Only image files are allowed.'
      : file.size >= MAX_IMAGE_BYTES
        ? 'File size must be less than 5MB.'
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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (slots.every((slot) => slot === null)) {
      notifyError('Please select at least one photo to continue.');
      return;
    }
    const form = new FormData();
    // Spec 7: imageN for each filled slot N.
    slots.forEach((slot, index) => {
      if (slot) form.append(`image${index}`, slot.file, slot.file.name);
    });
    const uploaded = await upload.send(() => uploadOnboardingImages(form), {
      success: 'Your photos have been uploaded successfully!',
      fallback: "Sorry, we couldn't upload your photos.",
      exception: 'An error occurred while uploading photos',
    });
    if (uploaded) navigate(nextStepPath('photos'));
  }

  return (
    <WizardLayout
      step="photos"
      title="Add your photos"
      intro={`Add up to ${MAX_PHOTOS} recent photos of yourself. The first one is shown first. Each must be an image under 5 MB.`}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Photos">
        <div className="row row-cols-2 row-cols-sm-3 g-3 mb-4">
          {SLOT_NUMBERS.map((index) => {
            const slot = slots[index];
            const number = index + 1;
            return (
              <div className="col" key={index}>
                <div className="card h-100">
                  <div className="ratio ratio-1x1 bg-body-tertiary rounded-top overflow-hidden">
                    {slot ? (
                      <img src={slot.preview} alt={`Slot ${number}: ${slot.file.name}`} className="object-fit-cover" />
                    ) : (
                      <div className="d-flex align-items-center justify-content-center text-body-secondary small">Empty</div>
                    )}
                  </div>
                  <div className="card-body p-2">
                    <label htmlFor={`photo-${number}`} className="form-label small mb-1">
                      Photo {number}
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
                        aria-label={`Remove photo ${number}`}
                      >
                        Remove
                      </button>
                    )}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
        <BusyButton busy={upload.busy} className="w-100">
          Upload and continue
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
