import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SearchProfile } from '../../../contract/schemas/search';
import defaultProfileImage from '../../assets/default-profile.svg';
import { StarButton } from '../../components/shortlist-star';
import { formatText } from '../../lib/format';
import { paths } from '../../lib/paths';

const BADGE_LABELS: Record<string, MessageDescriptor> = {
  ID_VERIFIED: msg`ID verified`,
  PHOTO_VERIFIED: msg`Photo verified`,
  DEGREE_DOCUMENT: msg`Degree document`,
  INCOME_DOCUMENT: msg`Income document`,
};

interface MemberCardProps {
  profile: SearchProfile;
  starred: boolean;
  /** This card's star is being saved. */
  saving: boolean;
  busy: boolean;
  onStar: (profileId: string, starred: boolean) => void;
  /** The list the card is in, told to the member's view (which then offers "Send interest"). */
  listName: 'search' | 'shortlist';
}

/** One member of search or the shortlist: photo, name, age, city, occupation, badges, a view link and the star. */
export function MemberCard({ profile, starred, saving, busy, onStar, listName }: MemberCardProps) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const age = profile.age;
  const details = [age === null ? null : t`${age} years`, profile.city, profile.occupation].filter(Boolean).join(' · ');
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3" aria-labelledby={nameId}>
      <img
        src={profile.photo || defaultProfileImage}
        alt=""
        width={64}
        height={64}
        className="rounded-circle object-fit-cover flex-shrink-0 bg-body-secondary"
        onError={(event) => {
          event.currentTarget.src = defaultProfileImage;
        }}
      />
      <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
        <div id={nameId} className="fw-semibold">
          {formatText(profile.firstName)}
        </div>
        {details && <div className="text-body-secondary small">{details}</div>}
        <div className="d-flex flex-wrap gap-1 mt-1">
          {profile.badges.map((badge) => (
            <span key={badge} className="badge text-bg-light border">
              {BADGE_LABELS[badge] ? i18n._(BADGE_LABELS[badge]) : badge}
            </span>
          ))}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link
          to={paths.viewProfile(profile.id)}
          state={{ from: listName, shortlisted: starred }}
          className="btn btn-outline-primary btn-sm"
        >
          {t`View Profile`}
        </Link>
        <StarButton small starred={starred} saving={saving} busy={busy} onToggle={() => onStar(profile.id, !starred)} />
      </div>
    </li>
  );
}
