import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AssistantChat } from '../../components/assistant-chat';
import { LanguagePicker } from '../../components/language-picker';
import { i18n } from '../../lib/i18n/i18n';
import { useLanguage } from '../../lib/i18n/use-language';
import { PRODUCT_NAME } from '../../lib/product';
import { getMemberToken } from '../../lib/session';
import './landing.css';

const FEATURES: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    title: msg`Real-time AI Chat`,
    text: msg`Ask our AI Matchmaker anything, day or night, and get instant guidance on finding the right partner.`,
  },
  {
    title: msg`Smart Matching`,
    text: msg`One thoughtful suggestion at a time, chosen because you suit each other, not because you scrolled the most.`,
  },
  {
    title: msg`Verified Profiles`,
    text: msg`Every member verifies email, phone, a selfie and an identity document before their profile is published.`,
  },
];

const GREETING = msg`Hello! I'm your AI Matchmaker. Ask me how verification, matching or creating your profile works.`;

/** Spec 1: static marketing statistics. */
const STATISTICS: ReadonlyArray<{ value: string; label: MessageDescriptor }> = [
  { value: '100+', label: msg`Happy Couples` },
  { value: '95%', label: msg`Match Success` },
  { value: '10,000+', label: msg`Active Users` },
];

const noSubscription = () => () => undefined;

function TopBar() {
  useLanguage();
  // The prerendered HTML is for a visitor (Login); after hydration the stored token decides.
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => getMemberToken() !== null,
    () => false,
  );
  return (
    <header className="navbar navbar-dark bg-primary">
      <nav className="container" aria-label={t`Main`}>
        <Link className="navbar-brand fw-semibold" to={paths.landing}>
          {PRODUCT_NAME}
        </Link>
        <div className="d-flex align-items-center gap-2 ms-auto">
          <LanguagePicker />
          {signedIn ? (
            <Link className="btn btn-light btn-sm" to={paths.home}>
              {t`Home`}
            </Link>
          ) : (
            <Link className="btn btn-light btn-sm" to={paths.login}>
              {t`Login`}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}

/** The public landing page with the AI Matchmaker chat (spec 1 and 2). */
export function LandingPage() {
  // Re-renders the page in a newly chosen language.
  useLanguage();
  return (
    <>
      <TopBar />
      <main>
        <section className="landing-hero py-5">
          <div className="container">
            <div className="row g-4 align-items-center">
              <div className="col-lg-6">
                <h1 className="display-5 fw-bold">{t`Find Your Perfect Match with Artificial Intelligence`}</h1>
                <p className="lead my-4">
                  {t`${PRODUCT_NAME} pairs verified members who are ready for marriage. Tell us who you are, and our AI suggests one compatible partner at a time, someone who is likely to say yes to you too.`}
                </p>
                <div className="d-flex flex-wrap gap-3">
                  <Link className="btn btn-primary btn-lg" to={paths.home}>
                    {t`Start Matching Now`}
                  </Link>
                  <Link className="btn btn-outline-primary btn-lg" to={paths.signup}>
                    {t`Create Your Profile`}
                  </Link>
                </div>
              </div>
              <div className="col-lg-6">
                <section className="card shadow-sm" aria-labelledby="ai-matchmaker-title">
                  <div className="card-header">
                    <h2 id="ai-matchmaker-title" className="h5 mb-0">
                      {t`AI Matchmaker`}
                    </h2>
                    <p className="small text-body-secondary mb-0">{t`Always here to help`}</p>
                  </div>
                  <AssistantChat greeting={i18n._(GREETING)} />
                </section>
              </div>
            </div>
          </div>
        </section>

        <section className="py-5 bg-body" aria-labelledby="why-choose-title">
          <div className="container">
            <h2 id="why-choose-title" className="text-center mb-4">
              {t`Why Choose ${PRODUCT_NAME}?`}
            </h2>
            <div className="row g-4">
              {FEATURES.map((feature) => (
                <div className="col-md-4" key={feature.title.id}>
                  <div className="h-100 p-4 border rounded-3">
                    <h3 className="h5">{i18n._(feature.title)}</h3>
                    <p className="mb-0 text-body-secondary">{i18n._(feature.text)}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className="py-5" aria-label={t`Our numbers`}>
          <div className="container">
            <dl className="row text-center g-4 mb-0">
              {STATISTICS.map((stat) => (
                <div className="col-md-4" key={stat.value}>
                  <dt className="display-6 fw-bold text-primary">{stat.value}</dt>
                  <dd className="mb-0">{i18n._(stat.label)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </main>
      <footer className="py-4 bg-dark text-white">
        <div className="container d-flex flex-wrap justify-content-between align-items-center gap-3">
          <span>&copy; {PRODUCT_NAME}</span>
          {/* Spec 1: the footer buttons do nothing. */}
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-link text-white">
              {t`Privacy Policy`}
            </button>
            <button type="button" className="btn btn-link text-white">
              {t`Terms of Service`}
            </button>
            <button type="button" className="btn btn-link text-white">
              {t`Contact Us`}
            </button>
          </div>
        </div>
      </footer>
    </>
  );
}
