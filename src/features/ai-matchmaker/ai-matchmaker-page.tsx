import { useLingui } from '@lingui/react/macro';
import { AssistantChat } from '../../components/assistant-chat';

/**
 * Spec 2: the AI Matchmaker of the landing page, full-page for members. The
 * call also carries the member's token so the server may personalise answers.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <div className="card shadow-sm">
        <div className="card-header bg-success text-white">
          <h1 className="h4 mb-0">{t`AI Matchmaker`}</h1>
          <p className="mb-0 small">{t`Always here to help`}</p>
        </div>
        <AssistantChat
          asMember
          tall
          greeting={t`Hello! Ask me about your matches, your profile or how matching works.`}
        />
      </div>
    </section>
  );
}
