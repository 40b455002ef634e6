import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { getVerificationStatus } from '../../api/verification';
import { RefusedScreen } from '../../components/refused-notice';
import { Link } from 'react-router-dom';
import type { MemberProfile, OwnProfile } from '../../../contract/schemas/profile';
import { getMyProfile } from '../../api/profile';
import { paths } from '../../lib/paths';
import { ProfileDetails } from '../../components/profile-details/profile-details';
import { useAsync } from '../../lib/use-async';

/** The own profile as another member would see it (the same fields the feed sends). */
function asOthersSeeIt(own: OwnProfile): MemberProfile {
  return {
    id: 'preview',
    name: own.name,
    images: own.images,
    basicDetails: own.basicDetails,
    aboutMe: own.aboutMe,
    career: own.profession.workplace,
    education: own.profession.degree,
    income: own.profession.income,
    lifestyleDetails: {
      smoking: own.lifestyleDetails.smoking,
      drinking: own.lifestyleDetails.drinking,
      food: own.lifestyleDetails.food,
      pets: own.lifestyleDetails.pets,
    },
    familyDetails: own.familyDetails,
    location: [own.location.city, own.location.country].filter(Boolean).join(', ') || null,
    // The job title beside the workplace, read as "Software Engineer at Infosys".
    background: own.background,
  };
}

const DONE = [
  msg`Email and phone number verified`,
  msg`Selfie and identity document received`,
  msg`Every profile step complete`,
];

/**
 * Home while the member's profile waits for review (the feed answers 403): what is done, what happens
 * next and when, the profile as others will see it, and what to do meanwhile.
 *
 * @param reason the server's own words for why suggestions have not started
 * @param onCheckAgain loads the feed again
 */
export function AwaitingReview({ reason, onCheckAgain }: { reason?: string; onCheckAgain: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const previewId = useId();
  const own = useAsync((signal) => getMyProfile(signal), []);
  const preview = own.status === 'success' && own.data.ok ? asOthersSeeIt(own.data.data) : null;
  const [round, setRound] = useState(0);
  const status = useAsync((signal) => getVerificationStatus(signal), [round]);
  const review = status.status === 'success' && status.data.ok ? status.data.data.review : undefined;
  // Refused for a reason no step could fix (the gate sends the member to any reopened step first).
  if (review?.status === 'REFUSED')
    return <RefusedScreen review={review} onResubmitted={() => setRound((n) => n + 1)} />;

  return (
    <div className="mx-auto" style={{ maxWidth: '60rem' }}>
      <section aria-labelledby={headingId} className="card shadow-sm mb-4">
        <div className="card-body p-4">
          <h1 id={headingId} className="h3">
            {t`Your profile is with our review team`}
          </h1>
          {reason && <p className="alert alert-info">{reason}</p>}
          <ol className="list-unstyled mb-3" aria-label={t`Your progress`}>
            {DONE.map((step) => (
              <li key={step.id} className="d-flex gap-2 mb-1">
                <span className="text-success fw-bold" aria-hidden="true">
                  &#10003;
                </span>
                <span>
                  {i18n._(step)}
                  <span className="visually-hidden"> {t`(done)`}</span>
                </span>
              </li>
            ))}
            <li className="d-flex gap-2 mb-1">
              <span className="text-primary fw-bold" aria-hidden="true">
                &#8594;
              </span>
              <span>
                <Trans>
                  <strong>Next:</strong> our team checks your documents and publishes your profile. Most profiles are
                  reviewed within two working days.
                </Trans>
              </span>
            </li>
            <li className="d-flex gap-2">
              <span className="text-primary fw-bold" aria-hidden="true">
                &#9825;
              </span>
              <span>{t`Then your first suggestion appears right here, one thoughtful match at a time.`}</span>
            </li>
          </ol>
          <h2 className="h6 mb-2">{t`While you wait`}</h2>
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Link to={paths.profile} className="btn btn-outline-primary btn-sm">
              {t`Add more photos`}
            </Link>
            <Link to={paths.profile} className="btn btn-outline-primary btn-sm">
              {t`Write a longer About Me`}
            </Link>
            <Link to={paths.aiMatchmaker} className="btn btn-outline-primary btn-sm">
              {t`Ask the AI Matchmaker`}
            </Link>
          </div>
          <button type="button" className="btn btn-primary" onClick={onCheckAgain}>
            {t`Check again`}
          </button>
        </div>
      </section>
      {preview && (
        <section aria-labelledby={previewId}>
          <h2 id={previewId} className="h5 mb-3">
            {t`How others will see you`}
          </h2>
          <ProfileDetails profile={preview} />
        </section>
      )}
    </div>
  );
}
