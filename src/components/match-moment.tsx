import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import defaultProfileImage from '../assets/default-profile.svg';
import { getMyProfile } from '../api/profile';
import { paths } from '../lib/paths';
import { useAsync } from '../lib/use-async';

/** Who the member just matched with: their name and first photo as the screen showed it, and the pair's chat. */
export interface MatchMomentPartner {
  name: string;
  imageUrl: string | null;
  channelId: string;
}

function Photo({ src, alt }: { src: string | null; alt: string }) {
  return (
    <img
      src={src || defaultProfileImage}
      alt={alt}
      width={112}
      height={112}
      className="rounded-circle object-fit-cover border border-3 border-white shadow bg-body-secondary"
      onError={(event) => {
        event.currentTarget.src = defaultProfileImage;
      }}
    />
  );
}

/**
 * "It's a match": accepting someone who had already said yes opens this moment, with both photos and a
 * "Say hello" that goes straight into the pair's chat.
 *
 * @param partner the member matched with; null keeps the moment closed
 * @param onClose "Keep browsing", the close button, the backdrop or Escape
 */
export function MatchMoment({ partner, onClose }: { partner: MatchMomentPartner | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal show={partner !== null} onHide={onClose} centered aria-labelledby="match-moment-title">
      {partner && <MatchMomentBody partner={partner} onClose={onClose} title={t`It's a match`} />}
    </Modal>
  );
}

function MatchMomentBody({
  partner,
  onClose,
  title,
}: {
  partner: MatchMomentPartner;
  onClose: () => void;
  title: string;
}) {
  const { t } = useLingui();
  const own = useAsync((signal) => getMyProfile(signal), []);
  const myPhoto = own.status === 'success' && own.data.ok ? (own.data.data.images[0]?.url ?? null) : null;
  const name = partner.name;
  return (
    <>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title as="h2" className="h4" id="match-moment-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <div className="d-flex justify-content-center gap-2 mb-3">
          <Photo src={myPhoto} alt={t`You`} />
          <Photo src={partner.imageUrl} alt={name} />
        </div>
        <p className="mb-0">
          <Trans>You and {name} both said yes.</Trans>
        </p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          <Trans>Keep browsing</Trans>
        </button>
        <Link to={paths.chat(partner.channelId)} className="btn btn-primary" onClick={onClose}>
          <Trans>Say hello</Trans>
        </Link>
      </Modal.Footer>
    </>
  );
}
