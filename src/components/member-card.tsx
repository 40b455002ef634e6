import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, type To } from 'react-router-dom';
import type { SearchProfile } from '../../contract/schemas/search';
import { MemberPhoto } from './member-photo';
import { formatText } from '../lib/format';
import { StarButton } from './shortlist-star';

const BADGE_LABELS: Record<string, MessageDescriptor> = {
  ID_VERIFIED: msg`ID verified`,
  PHOTO_VERIFIED: msg`Photo verified`,
  DEGREE_DOCUMENT: msg`Degree document`,
  INCOME_DOCUMENT: msg`Income document`,
};

/** The stars of a list: the member's own, or those a relative presses for the member. */
export interface ListStars {
  /** Starred now: the last save's answer, else what the list was told (`known`). */
  isStarred: (profileId: string, known: boolean) => boolean;
  /** This member's star is being saved. */
  saving: (profileId: string) => boolean;
  /** A save is running: one at a time. */
  busy: boolean;
  toggle: (profileId: string, starred: boolean) => Promise<unknown>;
}

interface MemberCardProps {
  profile: SearchProfile;
  stars: ListStars;
  /** Where "View Profile" leads. */
  viewTo: To;
  /** What the view is told besides the star (a member's list names itself, so the view offers "Send interest"). */
  viewState?: Record<string, unknown>;
  /** The verification badges under the details; a relative's list leaves them out. */
  showBadges?: boolean;
}

/**
 * One member in a list of search results or the shortlist: photo, name, age, city, occupation, the badges
 * where asked, a view link and the star. The member's lists and the relative's lists both use it.
 */
export function MemberCard({ profile, stars, viewTo, viewState, showBadges }: MemberCardProps) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const age = profile.age;
  const starred = stars.isStarred(profile.id, profile.shortlisted);
  const details = [age === null ? null : t`${age} years`, profile.city, profile.occupation].filter(Boolean).join(' · ');
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3" aria-labelledby={nameId}>
      <MemberPhoto src={profile.photo} size={64} />
      <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
        <div id={nameId} className="fw-semibold">
          {formatText(profile.firstName)}
        </div>
        {details && <div className="text-body-secondary small">{details}</div>}
        {showBadges && (
          <div className="d-flex flex-wrap gap-1 mt-1">
            {profile.badges.map((badge) => (
              <span key={badge} className="badge text-bg-light border">
                {BADGE_LABELS[badge] ? i18n._(BADGE_LABELS[badge]) : badge}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link to={viewTo} state={{ ...viewState, shortlisted: starred }} className="btn btn-outline-primary btn-sm">
          {t`View Profile`}
        </Link>
        <StarButton
          small
          starred={starred}
          saving={stars.saving(profile.id)}
          busy={stars.busy}
          onToggle={() => void stars.toggle(profile.id, !starred)}
        />
      </div>
    </li>
  );
}
