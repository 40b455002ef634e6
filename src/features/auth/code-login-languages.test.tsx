import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_MEMBER_TOKEN } from '../../../tests/mocks/fixtures';
import { MOCK_ACCOUNT_CODE } from '../../../tests/mocks/handlers/account-access';
import { fail, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { activateLanguage } from '../../lib/i18n/i18n';
import { getMemberToken } from '../../lib/session';

describe('a login by code and a forgotten password in Hindi and Tamil', () => {
  it('logs in with a code in Hindi', async () => {
    await activateLanguage('hi');
    const { user, path } = renderRoute('/app/login');
    await user.click(await screen.findByRole('link', { name: 'कोड से लॉग इन करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'कोड से लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByText('अपना ईमेल या सत्यापित फ़ोन नंबर (+91…) लिखें। हम उस पर एक कोड भेजेंगे।')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ईमेल या फ़ोन नंबर'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'अगर +91 98765 43210 किसी खाते का है, तो कोड भेज दिया गया है।',
    );
    expect(screen.getByRole('button', { name: 'नया कोड भेजें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'लॉग इन करें' });
    await user.type(within(form).getByLabelText('कोड'), MOCK_ACCOUNT_CODE);
    await user.click(within(form).getByRole('button', { name: 'लॉग इन करें' }));
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(getMemberToken()).toBe(DEMO_MEMBER_TOKEN);
    expect(requestsTo('POST', '/users/login-code/verify')[0].headers['accept-language']).toBe('hi');
    // The first test loads the login page and the Hindi catalog cold: slow on a busy machine.
  }, 15_000);

  it('says in Tamil when a code could not be sent and the server gave no reason', async () => {
    await activateLanguage('ta');
    server.use(route('post', '/users/login-code', 'public', () => fail(500)));
    const { user } = renderRoute('/app/login?with=code');
    expect(await screen.findByRole('heading', { level: 1, name: 'குறியீட்டுடன் உள்நுழையுங்கள்' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('மின்னஞ்சல் அல்லது தொலைபேசி எண்'), DEMO_MEMBER.userName);
    await user.click(screen.getByRole('button', { name: 'குறியீட்டை அனுப்பு' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('மன்னிக்கவும், அது நடக்கவில்லை. மீண்டும் முயலுங்கள்.');
    expect(screen.getByRole('link', { name: 'கடவுச்சொல்லுடன் உள்நுழைவுக்குத் திரும்புங்கள்' })).toHaveAttribute(
      'href',
      '/app/login',
    );
  });

  it('offers a reset of the password in Tamil', async () => {
    await activateLanguage('ta');
    const { user } = renderRoute('/app/login');
    await user.click(await screen.findByRole('link', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'உங்கள் கடவுச்சொல்லை மீட்டமையுங்கள்' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), DEMO_MEMBER.userName);
    await user.click(screen.getByRole('button', { name: 'குறியீட்டை அனுப்பு' }));
    const form = await screen.findByRole('form', { name: 'புதிய கடவுச்சொல்லை அமையுங்கள்' });
    expect(
      within(form).getByText('குறைந்தது 8 எழுத்துகள்; எல்லோரும் பயன்படுத்தும் கடவுச்சொல்லாக இருக்கக் கூடாது.'),
    ).toBeInTheDocument();
  });
});
