import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SearchProfile } from '../../../contract/schemas/search';
import defaultProfileImage from '../../assets/default-profile.svg';
import { formatText } from '../../lib/format';
import { StarButton } from './star-button';
import type { useFamilyStar } from './use-family-star';

/** One member in the relative's search or shortlist: photo, name, age, city, occupation, a view link and the star. */
export function FamilyCard({ profile, star }: { profile: SearchProfile; star: ReturnType<typeof useFamilyStar> }) {
  const { t } = useLingui();
  const nameId = useId();
  const age = profile.age;
  const starred = star.isStarred(profile.id, profile.shortlisted);
  const details = [age === null ? null : t`${age} years`, profile.city, profile.occupation].filter(Boolean).join(' · ');
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3" aria-labelledby={nameId}>
      <img
        src={profile.photo || defaultProfileImage}
        alt=""
        width={64}
        height={64}
        className="rounded-circle object-fit-cover flex-shrink-0 bg-body-secondary"
      />
      <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
        <div id={nameId} className="fw-semibold">
          {formatText(profile.firstName)}
        </div>
        {details && <div className="text-body-secondary small">{details}</div>}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link
          to={{ search: `?profile=${encodeURIComponent(profile.id)}` }}
          state={{ shortlisted: starred }}
          className="btn btn-outline-primary btn-sm"
        >
          {t`View Profile`}
        </Link>
        <StarButton
          starred={starred}
          saving={star.saving(profile.id)}
          busy={star.busy}
          onPress={() => void star.toggle(profile.id, !starred)}
        />
      </div>
    </li>
  );
}
