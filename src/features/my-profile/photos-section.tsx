import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { MAX_PHOTOS } from '../../../contract/enums';
import { deleteProfileImage, uploadProfileImages } from '../../api/profile';
import { notUploaded } from '../../lib/format';
import { encodeFormData } from '../../lib/multipart';
import { notifyError } from '../../lib/notify';
import { useCall } from '../../lib/use-call';
import { MY_PROFILE_MESSAGES as MESSAGES } from './messages';
import { PHOTO_UPLOAD_FIELDS, validatePhotoSelection, validatePhotoUpload } from './photo-rules';

interface PhotosSectionProps {
  images: ReadonlyArray<{ url: string }>;
  /** Reloads the profile after a delete or an upload (spec 4). */
  onChanged: () => Promise<void>;
}

interface Preview {
  file: File;
  url: string;
}

/** Names the upload among the calls keyed by photo URL. */
const UPLOAD = Symbol('upload');

function revoke(previews: readonly Preview[]) {
  for (const preview of previews) URL.revokeObjectURL(preview.url);
}

/** Spec 2: existing photos with delete, a picker for several images with previews, and Upload Photos. */
export function PhotosSection({ images, onChanged }: PhotosSectionProps) {
  // Re-renders the section when the member changes language.
  useLingui();
  const [selection, setSelection] = useState<Preview[]>([]);
  // One call at a time: the upload, or the delete of the photo at a URL.
  const photos = useCall<string | typeof UPLOAD>();
  // Object URLs outlive the component unless revoked; the ref lets the unmount cleanup see the last selection.
  const selectionRef = useRef<Preview[]>([]);

  useEffect(() => {
    selectionRef.current = selection;
  }, [selection]);
  useEffect(() => () => revoke(selectionRef.current), []);

  function replaceSelection(files: readonly File[]) {
    revoke(selection);
    setSelection(files.map((file) => ({ file, url: URL.createObjectURL(file) })));
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Clear the native input so picking the same files again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const problem = validatePhotoSelection(files);
    if (problem) {
      // The previous valid selection stays.
      notifyError(problem);
      return;
    }
    replaceSelection(files);
  }

  async function upload() {
    if (photos.busy) return;
    const files = selection.map((preview) => preview.file);
    const problem = validatePhotoUpload(files);
    if (problem) {
      notifyError(problem);
      return;
    }
    await photos.run(
      () => uploadProfileImages(encodeFormData(PHOTO_UPLOAD_FIELDS, { image: files })),
      {
        success: MESSAGES.PHOTOS_UPLOADED,
        fallback: MESSAGES.PHOTOS_UPLOAD_FALLBACK,
        exception: MESSAGES.PHOTOS_UPLOAD_ERROR,
      },
      {
        key: UPLOAD,
        onSuccess: async () => {
          replaceSelection([]);
          await onChanged();
        },
      },
    );
  }

  async function remove(url: string) {
    if (photos.busy || !window.confirm(MESSAGES.CONFIRM_DELETE_PHOTO)) return;
    await photos.run(
      () => deleteProfileImage(url),
      {
        success: MESSAGES.PHOTO_DELETED,
        fallback: MESSAGES.PHOTO_DELETE_FALLBACK,
        exception: MESSAGES.PHOTO_DELETE_ERROR,
      },
      { key: url, onSuccess: onChanged },
    );
  }

  const uploading = photos.pending === UPLOAD;
  const deleting = typeof photos.pending === 'string' ? photos.pending : null;
  const locked = photos.busy;

  return (
    <Card as="section" aria-labelledby="photos-title" className="mb-4 shadow-sm">
      <Card.Header>
        <h2 id="photos-title" className="h5 mb-0">
          {t`Photos`}
        </h2>
      </Card.Header>
      <Card.Body>
        {images.length === 0 ? (
          <p className="text-muted">{notUploaded()}</p>
        ) : (
          <Row xs={2} sm={3} md={4} className="g-3 mb-3">
            {images.map((image, index) => {
              const number = index + 1;
              const count = images.length;
              return (
                <Col key={image.url}>
                  <div className="d-flex flex-column gap-2">
                    <img
                      src={image.url}
                      alt={t`Uploaded ${number} of ${count}`}
                      className="rounded w-100 object-fit-cover"
                      style={{ aspectRatio: '1 / 1' }}
                    />
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={t`Delete photo ${number}`}
                      disabled={locked}
                      onClick={() => void remove(image.url)}
                    >
                      {deleting === image.url ? t`Deleting...` : t`Delete`}
                    </Button>
                  </div>
                </Col>
              );
            })}
          </Row>
        )}
        <Form.Group controlId="photo-picker" className="mb-3">
          <Form.Label>{t`Choose Photos`}</Form.Label>
          <Form.Control type="file" multiple accept="image/*" disabled={locked} onChange={pick} />
          <Form.Text>{t`Up to ${MAX_PHOTOS} images, each under 5MB.`}</Form.Text>
        </Form.Group>
        {selection.length > 0 && (
          <Row xs={3} sm={4} md={6} className="g-2 mb-3 ps-0" aria-label={t`Selected photos`} as="ul">
            {selection.map((preview) => {
              const fileName = preview.file.name;
              return (
                <Col key={preview.url} as="li" className="list-unstyled">
                  <img src={preview.url} alt={t`Preview of ${fileName}`} className="img-thumbnail" />
                </Col>
              );
            })}
          </Row>
        )}
        <Button variant="primary" disabled={locked} onClick={() => void upload()}>
          {uploading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {uploading ? t`Uploading...` : t`Upload Photos`}
        </Button>
      </Card.Body>
    </Card>
  );
}
