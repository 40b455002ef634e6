import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../../contract/schemas/verification';
import { verifiedStatus } from '../../tests/mocks/fixtures';
import { ok, route } from '../../tests/mocks/http';
import { server } from '../../tests/mocks/server';
import { renderRoute } from '../../tests/render';
import { activateLanguage } from '../lib/i18n/i18n';

const SLOW = { timeout: 5000 };

describe('the refused member in Hindi', { timeout: 15000 }, () => {
  it('reads why, in Hindi, on the reopened identity step, with the team’s own note as written', async () => {
    await activateLanguage('hi');
    const status: VerificationStatus = {
      ...verifiedStatus,
      identity: { image: 'VERIFIED', id: 'INIT' },
      review: { status: 'REFUSED', reasons: ['DOCUMENT_NUMBER_MISMATCH'], note: 'The last digit differs.' },
    };
    server.use(route('get', '/verification/status', 'member', () => ok(status)));
    const view = renderRoute('/app/home', { member: true });
    await waitFor(() => expect(view.path()).toBe('/app/verification/identity'), SLOW);
    const notice = await screen.findByRole('region', { name: 'हमारी टीम अभी आपकी प्रोफ़ाइल प्रकाशित नहीं कर सकी' }, SLOW);
    expect(notice).toHaveTextContent(
      'आपके पहचान पत्र पर लिखा नंबर आपके टाइप किए नंबर से अलग है। कृपया नंबर जाँचकर पहचान पत्र फिर से अपलोड कीजिए।',
    );
    expect(notice).toHaveTextContent('हमारी टीम की टिप्पणी: The last digit differs.');
    expect(notice).toHaveTextContent('आपके दस्तावेज़ की अच्छी फ़ोटो');
    expect(screen.getByRole('button', { name: 'अपलोड करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('दस्तावेज़ का प्रकार')).toHaveDisplayValue('दस्तावेज़ का प्रकार चुनें');
  });
});
