import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useLanguage } from '../lib/i18n/use-language';

export interface ImageModalProps {
  /** Whether the modal is open. */
  show: boolean;
  /** The modal title; also the image's alt text. */
  title: string;
  /** The image URL; only fetched while the modal is open, since the body is not rendered when closed. */
  src: string;
  /** Called on the close button, a backdrop click and Escape. */
  onHide: () => void;
}

/** The image itself, with a readable note instead of a broken picture (e.g. an expired signed link). */
function ModalImage({ src, alt }: { src: string; alt: string }) {
  useLanguage();
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="text-body-secondary text-center my-5">{t`The image could not be loaded.`}</p>;
  return (
    <img
      src={src}
      alt={alt}
      className="img-fluid d-block mx-auto"
      style={{ maxHeight: '75vh' }}
      onError={() => setFailed(true)}
    />
  );
}

/** Spec 2 and 9: an extra-large modal with a title and an image, closed by its close button, the backdrop or Escape. */
export function ImageModal({ show, title, src, onHide }: ImageModalProps) {
  useLanguage();
  return (
    <Modal show={show} onHide={onHide} size="xl" centered aria-labelledby="image-modal-title">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title as="h2" className="h5" id="image-modal-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {/* A new key per image resets the failed state when another image opens. */}
        <ModalImage key={src} src={src} alt={title} />
      </Modal.Body>
    </Modal>
  );
}
