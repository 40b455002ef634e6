import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SearchProfile } from '../../../contract/schemas/search';
import defaultProfileImage from '../../assets/default-profile.svg';
import { ButtonSpinner } from '../../components/button-spinner';
import { formatText } from '../../lib/format';
import { paths } from '../../lib/paths';

const BADGE_LABELS: Record<string, string> = {
  ID_VERIFIED: 'ID verified',
  PHOTO_VERIFIED: 'Photo verified',
  DEGREE_DOCUMENT: 'Degree document',
  INCOME_DOCUMENT: 'Income document',
};

interface MemberCardProps {
  profile: SearchProfile;
  starred: boolean;
  /** This card's star is being saved. */
  saving: boolean;
  busy: boolean;
  onStar: (profile: SearchProfile, starred: boolean) => void;
  /** The list the card is in, told to the member's view (which then offers "Send interest"). */
  listName: 'search' | 'shortlist';
}

/** One member of search or the shortlist: photo, name, age, city, occupation, badges, a view link and the star. */
export function MemberCard({ profile, starred, saving, busy, onStar, listName }: MemberCardProps) {
  const nameId = useId();
  const details = [profile.age === null ? null : `${profile.age} years`, profile.city, profile.occupation]
    .filter(Boolean)
    .join(' · ');
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
              {BADGE_LABELS[badge] ?? badge}
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
          View Profile
        </Link>
        <button
          type="button"
          className={`btn btn-sm ${starred ? 'btn-warning' : 'btn-outline-secondary'}`}
          aria-pressed={starred}
          disabled={busy}
          onClick={() => onStar(profile, !starred)}
        >
          {saving && <ButtonSpinner />}
          <span aria-hidden="true">{starred ? '★ ' : '☆ '}</span>
          Shortlist
        </button>
      </div>
    </li>
  );
}
