import { t } from '@lingui/core/macro';
import { useLanguage } from '../../lib/i18n/use-language';
import { useId, useState, type ReactNode } from 'react';
import type { Compatibility, MemberProfile } from '../../../contract/schemas/profile';
import {
  formatEnum,
  formatHeight,
  formatIncome,
  formatList,
  formatText,
  formatWeight,
  fullName,
  wordsOf,
} from '../../lib/format';
import { formatProfession } from '../../lib/format-profession';
import { CHILDREN_WORDS, CREATED_FOR_WORDS, MARITAL_STATUS_WORDS } from '../../lib/value-words';
import { ImageCarousel } from './image-carousel';
import { TrustBadges } from './trust-badges';

interface ProfileDetailsProps {
  profile: MemberProfile;
  /** Buttons shown beneath the name (home passes Accept and Reject; view-profile passes nothing). */
  actions?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5 border-bottom pb-1 mb-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One label and its value; the value is named by its label so it reads (and is found) as a pair. */
function Field({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <>
      <dt id={id} className="col-6 col-sm-5 fw-normal text-body-secondary">
        {label}
      </dt>
      <dd aria-labelledby={id} className="col-6 col-sm-7 mb-1">
        {value}
      </dd>
    </>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return <dl className="row mb-0">{children}</dl>;
}

/** Optional two-sided compatibility of a feed entry: a score and its reasons beneath the name. */
function CompatibilitySummary({ compatibility }: { compatibility: Compatibility }) {
  const score = Math.round(compatibility.score);
  return (
    <section aria-label={t`Compatibility`} className="mb-3">
      <p className="mb-2">
        <span className="badge text-bg-success fs-6">{t`${score}% compatible`}</span>
      </p>
      {compatibility.reasons.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
          {compatibility.reasons.map((reason) => (
            <li key={reason} className="profile-chip badge rounded-pill fw-normal text-wrap text-start">
              {reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Background = NonNullable<MemberProfile['background']>;
type Horoscope = NonNullable<MemberProfile['horoscope']>;

/** Who the profile is for, marital status, children, mother tongue and community (the occupation is in Career). */
function BackgroundSection({ background: b }: { background: Background }) {
  return (
    <Section title={t`Background`}>
      <Fields>
        <Field
          label={t`Profile created for`}
          value={b.createdFor === null ? formatText(null) : wordsOf(CREATED_FOR_WORDS, b.createdFor)}
        />
        <Field
          label={t`Marital status`}
          value={b.maritalStatus === null ? formatText(null) : wordsOf(MARITAL_STATUS_WORDS, b.maritalStatus)}
        />
        {b.children !== null && <Field label={t`Children`} value={wordsOf(CHILDREN_WORDS, b.children)} />}
        <Field label={t`Mother tongue`} value={formatEnum(b.motherTongue)} />
        {b.community !== null && <Field label={t`Community`} value={b.community} />}
      </Fields>
    </Section>
  );
}

/** '28 of 36': points of the guna match or of one koota. */
function pointsOf(score: number, max: number): string {
  return t`${score} of ${max}`;
}

/** Only between two members who both share their horoscope: the Moon, manglik and the guna match. */
function HoroscopeSection({ horoscope: h }: { horoscope: Horoscope }) {
  return (
    <Section title={t`Horoscope`}>
      <Fields>
        <Field label={t`Rashi`} value={formatEnum(h.rashi)} />
        <Field label={t`Nakshatra`} value={formatEnum(h.nakshatra)} />
        <Field label={t`Manglik`} value={formatEnum(h.manglik)} />
        <Field label={t`Guna match`} value={pointsOf(h.guna.total, h.guna.max)} />
        {h.guna.kootas.map((k) => (
          <Field key={k.name} label={formatEnum(k.name)} value={pointsOf(k.score, k.max)} />
        ))}
      </Fields>
    </Section>
  );
}

/** Photo privacy: why the photos are blurred or a neutral picture stands in for them. */
function PhotoPrivacyNote({ standIn }: { standIn?: 'BLURRED' | 'PLACEHOLDER' }) {
  if (!standIn) return null;
  return (
    <p className="small text-body-secondary mt-2 mb-0 px-3 px-md-0">
      {standIn === 'BLURRED'
        ? t`This member shows clear photos once they accept you.`
        : t`This member shows photos to matches only.`}
    </p>
  );
}

/**
 * THE profile view (spec 2): carousel, name, basic details, about, career,
 * lifestyle, family and location. Home and view-profile both render it; every
 * empty value reads 'Not Specified'.
 */
export function ProfileDetails({ profile, actions }: ProfileDetailsProps) {
  // Rendered by home, activity and view profile alike: its words follow the language through this hook.
  useLanguage();
  const headingId = useId();
  const moreId = useId();
  const firstName = profile.name.firstName;
  // On a phone the sections fold behind a summary; from tablets up they always show.
  const [moreOpen, setMoreOpen] = useState(false);
  const name = formatText(fullName(profile.name));
  const { basicDetails: basic, lifestyleDetails: lifestyle, familyDetails: family } = profile;
  // "Software Engineer at Infosys": the job title beside the workplace (the spec's career).
  const profession = formatProfession(profile.background?.occupation, profile.career);
  const glance = [basic.age === null ? null : `${basic.age}`, profile.location].filter(Boolean).join(' · ');
  const summary = [
    basic.height === null ? null : formatHeight(basic.height),
    profile.education,
    profile.career || profile.background?.occupation ? profession : null,
    lifestyle.food === null ? null : formatEnum(lifestyle.food),
  ].filter(Boolean);

  return (
    <article
      className={`profile-card card shadow-sm${actions ? ' profile-card--actions' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="row g-0">
        <div className="col-md-5 p-md-3">
          <ImageCarousel
            key={profile.id}
            images={profile.images}
            name={name}
            caption={
              <>
                <h1 id={headingId} className="h3 mb-0 text-white">
                  {name}
                </h1>
                {glance && <p className="mb-0 text-white">{glance}</p>}
              </>
            }
          />
          <PhotoPrivacyNote standIn={profile.images[0]?.standIn} />
        </div>
        <div className="col-md-7">
          <div className="card-body">
            {profile.interestedInYou && (
              <p className="alert alert-success py-2 mb-3">
                <strong>
                  {firstName ? t`${firstName} is interested in you.` : t`This member is interested in you.`}
                </strong>{' '}
                {t`Accept to match and start chatting at once.`}
              </p>
            )}
            {profile.compatibility && <CompatibilitySummary compatibility={profile.compatibility} />}
            {profile.badges && profile.badges.length > 0 && (
              <div className="mb-3">
                <TrustBadges badges={profile.badges} />
              </div>
            )}
            {actions && <div className="profile-actions d-flex flex-wrap gap-2 mb-4">{actions}</div>}

            {summary.length > 0 && <p className="d-md-none mb-2">{summary.join(' · ')}</p>}
            <button
              type="button"
              className="btn btn-outline-primary btn-sm d-md-none mb-3"
              aria-expanded={moreOpen}
              aria-controls={moreId}
              onClick={() => setMoreOpen((open) => !open)}
            >
              {moreOpen ? t`Show less` : firstName ? t`More about ${firstName}` : t`More about this member`}
            </button>

            <div id={moreId} className={`profile-more${moreOpen ? ' profile-more--open' : ''}`}>
              <Section title={t`Basic Details`}>
                <Fields>
                  <Field label={t`Age`} value={formatText(basic.age)} />
                  <Field label={t`Gender`} value={formatEnum(basic.gender)} />
                  <Field label={t`Height`} value={formatHeight(basic.height)} />
                  <Field label={t`Weight`} value={formatWeight(basic.weight)} />
                </Fields>
              </Section>

              <Section title={t`About`}>
                <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                  {formatText(profile.aboutMe)}
                </p>
              </Section>

              <Section title={t`Career`}>
                <Fields>
                  <Field label={t`Profession`} value={profession} />
                  <Field label={t`Education`} value={formatText(profile.education)} />
                  <Field label={t`Income`} value={formatIncome(profile.income)} />
                </Fields>
              </Section>

              <Section title={t`Lifestyle`}>
                <Fields>
                  <Field label={t`Smoking`} value={formatEnum(lifestyle.smoking)} />
                  <Field label={t`Drinking`} value={formatEnum(lifestyle.drinking)} />
                  <Field label={t`Food`} value={formatEnum(lifestyle.food)} />
                  <Field label={t`Pets`} value={formatEnum(lifestyle.pets)} />
                </Fields>
              </Section>

              <Section title={t`Family`}>
                <Fields>
                  <Field label={t`Father's Occupation`} value={formatEnum(family.fathersOccupation)} />
                  <Field label={t`Mother's Occupation`} value={formatEnum(family.mothersOccupation)} />
                  <Field label={t`Languages`} value={formatList(family.languages)} />
                  <Field label={t`Brothers`} value={formatText(family.brothers)} />
                  <Field label={t`Sisters`} value={formatText(family.sisters)} />
                </Fields>
              </Section>

              <Section title={t`Location`}>
                <p className="mb-0">{formatText(profile.location)}</p>
              </Section>

              {profile.background && <BackgroundSection background={profile.background} />}
              {profile.horoscope && <HoroscopeSection horoscope={profile.horoscope} />}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
