import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n';
import { useLanguage } from '../../lib/i18n/use-language';
import { useId, useState } from 'react';
import type { Badge } from '../../../contract/enums';

/** Each badge's name and what it means, shown when tapped. */
const BADGE_TEXTS: Record<Badge, { label: MessageDescriptor; explanation: MessageDescriptor }> = {
  ID_VERIFIED: {
    label: msg`ID verified`,
    explanation: msg`Our team checked a government identity document (PAN card or passport) of this member.`,
  },
  PHOTO_VERIFIED: {
    label: msg`Photo verified`,
    explanation: msg`This member's selfie was compared with their profile photos and matched, and our team checked it.`,
  },
  DEGREE_DOCUMENT: {
    label: msg`Degree document`,
    explanation: msg`This member gave us a document of their degree.`,
  },
  INCOME_DOCUMENT: {
    label: msg`Income document`,
    explanation: msg`This member gave us a document of their income.`,
  },
};

/**
 * Trust badges beneath a member's name (a profile, a chat's header); tapping one says what it means.
 * `className` sets the block's spacing where the place it sits in has its own.
 */
export function TrustBadges({
  badges,
  className = 'mt-2',
}: {
  badges: readonly Badge[] | undefined;
  className?: string;
}) {
  // Shown inside areas and in a chat's header alike: its words follow the language through this hook.
  useLanguage();
  const [open, setOpen] = useState<Badge | null>(null);
  const explanationId = useId();
  if (!badges || badges.length === 0) return null;
  return (
    <div className={className}>
      <ul className="list-inline mb-1" aria-label={t`Trust badges`}>
        {badges.map((badge) => (
          <li key={badge} className="list-inline-item mb-1">
            <button
              type="button"
              className={`btn btn-sm rounded-pill ${open === badge ? 'btn-success' : 'btn-outline-success'}`}
              aria-expanded={open === badge}
              aria-controls={explanationId}
              onClick={() => setOpen((current) => (current === badge ? null : badge))}
            >
              <span aria-hidden="true">&#10003; </span>
              {i18n._(BADGE_TEXTS[badge].label)}
            </button>
          </li>
        ))}
      </ul>
      <p id={explanationId} className="small text-body-secondary mb-0" aria-live="polite">
        {open ? i18n._(BADGE_TEXTS[open].explanation) : ''}
      </p>
    </div>
  );
}
