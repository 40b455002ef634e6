import { Trans, useLingui } from '@lingui/react/macro';
import { DELETE_CONFIRMATION_WORD, GRIEVANCE_EMAIL } from '../../contract/enums';

/**
 * The privacy notice, shown at sign-up and from the Account section. Its
 * version is PRIVACY_NOTICE_VERSION (contract/enums.ts): change both together.
 */
export function PrivacyNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useLingui();
  return (
    <section aria-label={t`Privacy notice`} className="small">
      <Heading className="h6">{t`Privacy notice`}</Heading>
      <ul className="ps-3 mb-2">
        <li>
          <Trans>
            We collect your email, phone number, selfie, identity document, photos and the profile details you write, to
            verify you and suggest matches.
          </Trans>
        </li>
        <li>
          <Trans>
            Other members see only your published profile and photos. Only our review team sees your selfie and
            documents.
          </Trans>
        </li>
        <li>
          <Trans>
            Identity document images are deleted about 30 days after our review; we keep the result, a masked number and
            a coded fingerprint of it to stop fraud.
          </Trans>
        </li>
        <li>
          <Trans>
            You can download your data or delete your account at any time from your profile page (type{' '}
            {DELETE_CONFIRMATION_WORD} to confirm).
          </Trans>
        </li>
        <li>
          <Trans>
            Questions or grievances: <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
