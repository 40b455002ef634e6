import { Link } from 'react-router-dom';
import type { ChatHistoryResponse } from '../../../contract/schemas/chat';
import defaultProfileImage from '../../assets/default-profile.svg';
import { paths } from '../../lib/paths';

export type ChatPartner = NonNullable<ChatHistoryResponse['partner']>;

/**
 * The chat's header: who the conversation is with, their first name and first photo (the photo URL the
 * server gives already follows their photo privacy), linking to their profile while they have one.
 */
export function ChatPartnerHeader({ partner }: { partner: ChatPartner }) {
  const photo = (
    <img
      src={partner.imageUrl || defaultProfileImage}
      alt=""
      width={40}
      height={40}
      className="rounded-circle object-fit-cover flex-shrink-0 bg-body-secondary"
      onError={(event) => {
        event.currentTarget.src = defaultProfileImage;
      }}
    />
  );
  return (
    <div className="d-flex align-items-center gap-2">
      {partner.profileId ? (
        <Link
          to={paths.viewProfile(partner.profileId)}
          className="d-flex align-items-center gap-2 fw-semibold text-reset text-decoration-none"
        >
          {photo}
          <span className="text-break">{partner.firstName}</span>
        </Link>
      ) : (
        <>
          {photo}
          <span className="fw-semibold text-break">{partner.firstName}</span>
        </>
      )}
    </div>
  );
}
