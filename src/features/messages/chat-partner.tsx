import { Link } from 'react-router-dom';
import type { ChatHistoryResponse } from '../../../contract/schemas/chat';
import { MemberPhoto } from '../../components/member-photo';
import { paths } from '../../lib/paths';

export type ChatPartner = NonNullable<ChatHistoryResponse['partner']>;

/**
 * The chat's header: who the conversation is with, their first name and first photo (the photo URL the
 * server gives already follows their photo privacy), linking to their profile while they have one.
 */
export function ChatPartnerHeader({ partner }: { partner: ChatPartner }) {
  const photo = <MemberPhoto src={partner.imageUrl} size={40} />;
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
