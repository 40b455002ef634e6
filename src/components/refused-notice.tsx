import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { REFUSAL_TEXTS_BY_LANGUAGE } from '../../contract/refusal-texts';
import type { Review } from '../../contract/schemas/verification';
import { getVerificationStatus, resubmitForReview } from '../api/verification';
import { useAsync } from '../lib/use-async';
import { i18n } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-language';
import { useCall } from '../lib/use-call';

/** What a good picture looks like, for the step the member is redoing. */
const GOOD_PICTURE: Record<
  'selfie' | 'identity' | 'photos',
  { heading: MessageDescriptor; tips: MessageDescriptor[] }
> = {
  selfie: {
    heading: msg`A good selfie`,
    tips: [
      msg`Only you in the picture, looking straight at the camera.`,
      msg`Your whole face visible and filling about a third of the picture: no sunglasses, mask or hat.`,
      msg`Good light on your face, no strong light behind you.`,
    ],
  },
  identity: {
    heading: msg`A good scan of your document`,
    tips: [
      msg`The whole card or passport page in the picture, all four corners visible.`,
      msg`Flat, sharp and in focus, with no glare over the name or the number.`,
      msg`Type the number exactly as it is printed.`,
    ],
  },
  photos: {
    heading: msg`Good profile photos`,
    tips: [
      msg`Recent photos of you, your face clearly visible in at least one.`,
      msg`Your own photos, not pictures found online or of someone else.`,
    ],
  },
};

function Reasons({ review }: { review: Review }) {
  const { language } = useLanguage();
  const { note } = review;
  return (
    <>
      <ul className="mb-2">
        {review.reasons.map((reason) => (
          <li key={reason}>{REFUSAL_TEXTS_BY_LANGUAGE[language][reason]}</li>
        ))}
      </ul>
      {note && (
        <p className="mb-2">
          <strong>{t`A note from our team:`}</strong> {note}
        </p>
      )}
    </>
  );
}

/** The refusal, explained, for a step the refusal reopened (selfie, identity, photos). */
export function RefusedNotice({ step }: { step: string }) {
  useLanguage();
  const headingId = useId();
  const status = useAsync((signal) => getVerificationStatus(signal), []);
  const review = status.status === 'success' && status.data.ok ? status.data.data.review : undefined;
  if (review?.status !== 'REFUSED' || !(step in GOOD_PICTURE)) return null;
  const good = GOOD_PICTURE[step as keyof typeof GOOD_PICTURE];
  return (
    <section aria-labelledby={headingId} className="alert alert-warning mb-4">
      <h2 id={headingId} className="h5">
        {t`Our team could not publish your profile yet`}
      </h2>
      <Reasons review={review} />
      <h3 className="h6 mt-3">{i18n._(good.heading)}</h3>
      <ul className="mb-0">
        {good.tips.map((tip) => (
          <li key={tip.id}>{i18n._(tip)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Home for a refused member with no step left to redo (a refusal for another reason): why, and a button
 * to send the profile back to the team once the change is made.
 */
export function RefusedScreen({ review, onResubmitted }: { review: Review; onResubmitted: () => void }) {
  useLanguage();
  const headingId = useId();
  const send = useCall();
  const [problem, setProblem] = useState<string | null>(null);
  const policy = {
    fallback: t`Your profile could not be sent. Please try again.`,
    exception: t`Your profile could not be sent. Please try again.`,
    notice: 'log',
  } as const;
  return (
    <section aria-labelledby={headingId} className="card shadow-sm mx-auto" style={{ maxWidth: '60rem' }}>
      <div className="card-body p-4">
        <h1 id={headingId} className="h3">
          {t`Our team could not publish your profile yet`}
        </h1>
        <Reasons review={review} />
        <p>{t`Make the change on your profile page, then send your profile back to our team.`}</p>
        {problem && (
          <p className="text-danger" role="alert">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={send.busy}
          onClick={() =>
            void send.run(resubmitForReview, policy, { onSuccess: onResubmitted }).then((outcome) => {
              if (!outcome.ok && !outcome.aborted) setProblem(outcome.message ?? policy.fallback);
            })
          }
        >
          {send.busy ? t`Sending...` : t`Send my profile for review again`}
        </button>
      </div>
    </section>
  );
}
